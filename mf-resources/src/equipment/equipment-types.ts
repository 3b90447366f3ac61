/**
 * The equipment screen's view of the API's types. Kept in one place so that the
 * generated names (libs/api-client/src/generated/equipment.ts) are mapped only here.
 */
export type EquipmentStatus = 'operational' | 'maintenance' | 'out-of-service';

export interface Equipment {
  id: number;
  name: string;
  type: string;
  serialNumber: string;
  location: string;
  status: string;
  assignedTo: string;
  nextMaintenance: string;
  purchaseDate: string;
  warranty: string;
  notes?: string | null;
  serviceIntervalMonths?: number | null;
  serviceOverdue?: boolean;
  version?: number;
}

export interface ServiceRecord {
  id: number;
  date: string;
  performedBy: string;
  kind: string;
  result: string;
  notes?: string | null;
  cost?: string | number | null;
}
