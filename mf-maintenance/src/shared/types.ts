/**
 * The shapes the screens use. They follow SPEC §3 and name the hydrant's label and
 * address beside its numeric id; maintenance-api.ts maps the generated API types onto them.
 */
export type MaintenanceType = 'routine' | 'repair' | 'inspection' | 'emergency';
export type MaintenancePriority = 'low' | 'medium' | 'high' | 'urgent';
export type ScheduleStatus = 'scheduled' | 'in-progress' | 'completed' | 'overdue' | 'incomplete' | 'cancelled';
export type AlertType = 'overdue_maintenance' | 'overdue_inspection' | 'status_change';

export interface HydrantRef {
  id: number;
  hydrantId: string;
  address: string | null;
}

export interface Schedule {
  id: number;
  hydrant: HydrantRef;
  scheduledDate: string;
  maintenanceType: MaintenanceType;
  priority: MaintenancePriority;
  assignedTo: string | null;
  description: string;
  estimatedDuration: number | null;
  status: ScheduleStatus;
  technicianName: string | null;
  technicianId: string | null;
  /** the alert it was scheduled from ('Schedule maintenance' on an alert), while that alert exists */
  alertId: number | null;
  version: number;
}

export interface HistoryRecord {
  id: number;
  hydrant: HydrantRef;
  maintenanceType: MaintenanceType;
  completedDate: string;
  technicianName: string;
  technicianId: string | null;
  workPerformed: string;
  findingsNotes: string | null;
  photos: string[];
  workDuration: number | null;
  status: string;
  issuesFound: string | null;
  nextMaintenanceDate: string | null;
  partsUsed: string | null;
  cost: string | null;
  /** inspection readings, when the record is an inspection */
  pressure?: number | null;
  flowRate?: number | null;
  checklist?: string[];
}

export interface AlertItem {
  id: number;
  hydrant: HydrantRef | null;
  title: string | null;
  message: string;
  priority: MaintenancePriority;
  alertType: AlertType;
  createdAt: string;
  acknowledged: boolean;
  acknowledgedBy: string | null;
  acknowledgedAt: string | null;
  /** why the server resolved it itself (acknowledgedBy 'System') */
  resolution: string | null;
}

export const MAINTENANCE_TYPES: { value: MaintenanceType; label: string }[] = [
  { value: 'routine', label: 'Routine' },
  { value: 'repair', label: 'Repair' },
  { value: 'inspection', label: 'Inspection' },
  { value: 'emergency', label: 'Emergency' },
];

export const PRIORITIES: { value: MaintenancePriority; label: string }[] = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
  { value: 'urgent', label: 'Urgent' },
];

export const typeLabel = (type: string) => MAINTENANCE_TYPES.find((t) => t.value === type)?.label ?? type;
