/**
 * The hydrant API's types, as the dashboard uses them (CONTRACT: HydrantDto & co).
 * Replaced by re-exports of '@hydrant/api-client/generated/hydrants' once generated.
 */
export type HydrantStatus = 'operational' | 'maintenance' | 'out-of-service';

export interface HydrantDto {
  id: number;
  hydrantId: string;
  address: string;
  latitude: number;
  longitude: number;
  status: string;
  pressure: number | null;
  flowRate: number | null;
  flowClass: 'AA' | 'A' | 'B' | 'C' | null;
  lastInspection: string | null;
  area: string;
  inspector: string | null;
  checklist: string[];
  notes: string | null;
  photos: string[];
  createdAt: string;
  updatedAt: string;
}

export interface CreateHydrantDto {
  hydrantId: string;
  address: string;
  latitude: number;
  longitude: number;
  area: string;
  status?: HydrantStatus;
  pressure?: number | null;
  flowRate?: number | null;
  lastInspection?: string | null;
  inspector?: string | null;
  notes?: string | null;
  checklist?: string[];
  photos?: string[];
}

export type UpdateHydrantDto = Partial<CreateHydrantDto>;

export interface BulkInspectionDto {
  hydrantIds: number[];
  inspectionDate: string;
  inspector: string;
  status?: HydrantStatus;
  pressure?: number | null;
  flowRate?: number | null;
  checklist?: string[];
  notes?: string | null;
}
