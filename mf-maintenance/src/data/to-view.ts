import type { AlertItem, HistoryRecord, Schedule } from '../shared/types';

/** The API's schedule, record and alert (hydrant label and address beside its id) as the screens' shapes. */
interface WithHydrant {
  hydrantId: number;
  hydrantLabel: string;
  address: string | null;
}

const hydrantOf = (x: WithHydrant) => ({ id: x.hydrantId, hydrantId: x.hydrantLabel, address: x.address });

export function toSchedule<T extends WithHydrant & Omit<Schedule, 'hydrant'>>(s: T): Schedule {
  return {
    id: s.id,
    hydrant: hydrantOf(s),
    scheduledDate: s.scheduledDate,
    maintenanceType: s.maintenanceType,
    priority: s.priority,
    assignedTo: s.assignedTo,
    description: s.description,
    estimatedDuration: s.estimatedDuration,
    status: s.status,
    technicianName: s.technicianName,
    technicianId: s.technicianId,
    alertId: s.alertId ?? null,
    version: s.version,
  };
}

export function toRecord<T extends WithHydrant & Omit<HistoryRecord, 'hydrant'>>(r: T): HistoryRecord {
  return {
    id: r.id,
    hydrant: hydrantOf(r),
    maintenanceType: r.maintenanceType,
    completedDate: r.completedDate,
    technicianName: r.technicianName,
    technicianId: r.technicianId,
    workPerformed: r.workPerformed,
    findingsNotes: r.findingsNotes,
    photos: r.photos,
    workDuration: r.workDuration,
    status: r.status,
    issuesFound: r.issuesFound,
    nextMaintenanceDate: r.nextMaintenanceDate,
    partsUsed: r.partsUsed,
    cost: r.cost,
    pressure: r.pressure,
    flowRate: r.flowRate,
    checklist: r.checklist,
  };
}

export function toAlert<T extends WithHydrant & Omit<AlertItem, 'hydrant'>>(a: T): AlertItem {
  return {
    id: a.id,
    hydrant: hydrantOf(a),
    title: a.title,
    message: a.message,
    priority: a.priority,
    alertType: a.alertType,
    createdAt: a.createdAt,
    acknowledged: a.acknowledged,
    acknowledgedBy: a.acknowledgedBy,
    acknowledgedAt: a.acknowledgedAt,
    resolution: a.resolution,
  };
}
