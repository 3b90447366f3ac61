import type { AlertDto } from '../alerts/dto/alert.dto.js';
import type { MaintenanceRecordDto } from '../maintenance-history/dto/maintenance-record.dto.js';
import type { MaintenanceScheduleDto } from './dto/schedule.dto.js';

/** URL path under which a history record's photo is served. */
export const RECORD_PHOTO_URL_PREFIX = '/api/maintenance-photos/';
export const recordPhotoUrl = (id: string): string => `${RECORD_PHOTO_URL_PREFIX}${id}`;

const day = (column: string, as: string) => `to_char(${column}, 'YYYY-MM-DD') AS ${as}`;

/** Columns of a schedule (alias s) with its hydrant (alias h). */
export const SCHEDULE_COLUMNS = `s.id, s.hydrant_id, h.hydrant_id AS hydrant_label, h.address, ${day('s.scheduled_date', 'scheduled_date')},
  s.maintenance_type, s.priority, s.assigned_to, s.description, s.estimated_duration, s.status,
  (s.status IN ('scheduled', 'overdue') AND s.scheduled_date < current_date) AS overdue,
  s.technician_name, s.technician_id, s.started_at, ${day('s.completed_date', 'completed_date')}, s.follows_record_id,
  s.alert_id, s.version, s.created_at, s.updated_at`;

export interface ScheduleRow {
  id: number;
  hydrant_id: number;
  hydrant_label: string;
  address: string | null;
  scheduled_date: string;
  maintenance_type: MaintenanceScheduleDto['maintenanceType'];
  priority: MaintenanceScheduleDto['priority'];
  assigned_to: string | null;
  description: string;
  estimated_duration: number | null;
  status: MaintenanceScheduleDto['status'];
  overdue: boolean;
  technician_name: string | null;
  technician_id: string | null;
  started_at: Date | null;
  completed_date: string | null;
  follows_record_id: number | null;
  alert_id: number | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

export function toScheduleDto(row: ScheduleRow): MaintenanceScheduleDto {
  return {
    id: row.id,
    hydrantId: row.hydrant_id,
    hydrantLabel: row.hydrant_label,
    address: row.address,
    scheduledDate: row.scheduled_date,
    maintenanceType: row.maintenance_type,
    priority: row.priority,
    assignedTo: row.assigned_to,
    description: row.description,
    estimatedDuration: row.estimated_duration,
    status: row.status,
    overdue: row.overdue,
    technicianName: row.technician_name,
    technicianId: row.technician_id,
    startedAt: row.started_at ? row.started_at.toISOString() : null,
    completedDate: row.completed_date,
    followsRecordId: row.follows_record_id,
    alertId: row.alert_id,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Columns of a history record (alias r) with its hydrant (alias h) and photo ids in display order. */
export const RECORD_COLUMNS = `r.id, r.hydrant_id, h.hydrant_id AS hydrant_label, h.address, r.schedule_id, r.source, r.maintenance_type,
  ${day('r.completed_date', 'completed_date')}, r.technician_name, r.technician_id, r.work_performed, r.findings_notes,
  r.work_duration, r.status, r.issues_found, ${day('r.next_maintenance_date', 'next_maintenance_date')}, r.parts_used, r.cost,
  r.pressure, r.flow_rate, r.checklist, r.hydrant_status, r.outcome, r.outcome_reason, r.created_at, r.field_time,
  ARRAY(SELECT p.id::text FROM maintenance_history_photos p WHERE p.record_id = r.id ORDER BY p.position) AS photo_ids`;

export interface RecordRow {
  id: number;
  hydrant_id: number;
  hydrant_label: string;
  address: string | null;
  schedule_id: number | null;
  source: MaintenanceRecordDto['source'];
  maintenance_type: MaintenanceRecordDto['maintenanceType'];
  completed_date: string;
  technician_name: string;
  technician_id: string | null;
  work_performed: string;
  findings_notes: string | null;
  work_duration: number | null;
  status: MaintenanceRecordDto['status'];
  issues_found: string | null;
  next_maintenance_date: string | null;
  parts_used: string | null;
  cost: string | null;
  pressure: number | null;
  flow_rate: number | null;
  checklist: string[];
  hydrant_status: string | null;
  outcome: MaintenanceRecordDto['outcome'];
  outcome_reason: string | null;
  created_at: Date;
  field_time: Date | null;
  photo_ids: string[];
}

export function toRecordDto(row: RecordRow): MaintenanceRecordDto {
  return {
    id: row.id,
    hydrantId: row.hydrant_id,
    hydrantLabel: row.hydrant_label,
    address: row.address,
    scheduleId: row.schedule_id,
    source: row.source,
    maintenanceType: row.maintenance_type,
    completedDate: row.completed_date,
    technicianName: row.technician_name,
    technicianId: row.technician_id,
    workPerformed: row.work_performed,
    findingsNotes: row.findings_notes,
    photos: row.photo_ids.map(recordPhotoUrl),
    workDuration: row.work_duration,
    status: row.status,
    issuesFound: row.issues_found,
    nextMaintenanceDate: row.next_maintenance_date,
    partsUsed: row.parts_used,
    cost: row.cost,
    pressure: row.pressure,
    flowRate: row.flow_rate,
    checklist: row.checklist,
    hydrantStatus: row.hydrant_status,
    outcome: row.outcome,
    outcomeReason: row.outcome_reason,
    createdAt: row.created_at.toISOString(),
    fieldTime: row.field_time?.toISOString() ?? null,
    receivedAt: row.created_at.toISOString(),
  };
}

/** Columns of an alert (alias a) with its hydrant (alias h). */
export const ALERT_COLUMNS = `a.id, a.hydrant_id, h.hydrant_id AS hydrant_label, h.address, a.schedule_id, a.title, a.message,
  a.priority, a.alert_type, a.created_at, a.acknowledged, a.acknowledged_by, a.acknowledged_at, a.resolution`;

export interface AlertRow {
  id: number;
  hydrant_id: number;
  hydrant_label: string;
  address: string | null;
  schedule_id: number | null;
  title: string | null;
  message: string;
  priority: AlertDto['priority'];
  alert_type: AlertDto['alertType'];
  created_at: Date;
  acknowledged: boolean;
  acknowledged_by: string | null;
  acknowledged_at: Date | null;
  resolution: string | null;
}

export function toAlertDto(row: AlertRow): AlertDto {
  return {
    id: row.id,
    hydrantId: row.hydrant_id,
    hydrantLabel: row.hydrant_label,
    address: row.address,
    scheduleId: row.schedule_id,
    title: row.title,
    message: row.message,
    priority: row.priority,
    alertType: row.alert_type,
    createdAt: row.created_at.toISOString(),
    acknowledged: row.acknowledged,
    acknowledgedBy: row.acknowledged_by,
    acknowledgedAt: row.acknowledged_at ? row.acknowledged_at.toISOString() : null,
    resolution: row.resolution,
  };
}

/** "WHERE a AND b" of the present conditions, or ''. */
export const whereAll = (conditions: string[]): string => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');
