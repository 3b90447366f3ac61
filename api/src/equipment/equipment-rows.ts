import { iso } from '../common/sql-rows.js';
import type { EquipmentStatus, ServiceKind, ServiceResult } from './equipment.constants.js';
import type { EquipmentDto } from './dto/equipment.dto.js';
import type { EquipmentServiceDto } from './dto/equipment-service.dto.js';

/** Columns of an item as the read queries select them (alias e, with LAST_SERVICE_JOIN as ls). */
export const EQUIPMENT_COLUMNS = `
  SELECT e.id, e.name, e.type, e.serial_number, e.location, e.status, e.assigned_to,
         to_char(e.next_maintenance, 'YYYY-MM-DD') AS next_maintenance,
         to_char(e.purchase_date, 'YYYY-MM-DD') AS purchase_date,
         e.warranty, e.notes, e.service_interval_months, (e.next_maintenance < CURRENT_DATE) AS service_overdue,
         e.version, e.created_at, e.updated_at, ls.last_service_date, ls.last_service_result`;

/** The latest service of item e (joined LEFT JOIN LATERAL ... ON true). */
export const LAST_SERVICE_JOIN = `LEFT JOIN LATERAL (
    SELECT to_char(s.service_date, 'YYYY-MM-DD') AS last_service_date, s.result AS last_service_result
    FROM equipment_services s WHERE s.equipment_id = e.id
    ORDER BY s.service_date DESC, s.id DESC LIMIT 1
  ) ls ON true`;

/** One item by id ($1). */
export const EQUIPMENT_BY_ID = `${EQUIPMENT_COLUMNS} FROM equipment e ${LAST_SERVICE_JOIN} WHERE e.id = $1`;

/** The trigram-indexed text the search matches (must stay identical to IDX_equipment_search). */
export const EQUIPMENT_SEARCH_TEXT = `(e.name || E'\\x1f' || e.serial_number || E'\\x1f' || e.location)`;

export interface EquipmentRow {
  id: number;
  name: string;
  type: string;
  serial_number: string;
  location: string;
  status: EquipmentStatus;
  assigned_to: string;
  next_maintenance: string;
  purchase_date: string;
  warranty: string;
  notes: string | null;
  service_interval_months: number | null;
  service_overdue: boolean;
  version: number;
  created_at: Date;
  updated_at: Date;
  last_service_date: string | null;
  last_service_result: ServiceResult | null;
}

export function toEquipmentDto(row: EquipmentRow): EquipmentDto {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    serialNumber: row.serial_number,
    location: row.location,
    status: row.status,
    assignedTo: row.assigned_to,
    nextMaintenance: row.next_maintenance,
    purchaseDate: row.purchase_date,
    warranty: row.warranty,
    notes: row.notes,
    serviceIntervalMonths: row.service_interval_months,
    serviceOverdue: row.service_overdue,
    lastService:
      row.last_service_date && row.last_service_result
        ? { serviceDate: row.last_service_date, result: row.last_service_result }
        : null,
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export const SERVICE_SELECT = `
  SELECT s.id, s.equipment_id, to_char(s.service_date, 'YYYY-MM-DD') AS service_date, s.performed_by, s.kind, s.result,
         s.notes, s.cost::float8 AS cost, s.created_at
  FROM equipment_services s`;

export interface ServiceRow {
  id: number;
  equipment_id: number;
  service_date: string;
  performed_by: string;
  kind: ServiceKind;
  result: ServiceResult;
  notes: string | null;
  cost: number | null;
  created_at: Date;
}

export function toServiceDto(row: ServiceRow): EquipmentServiceDto {
  return {
    id: row.id,
    equipmentId: row.equipment_id,
    serviceDate: row.service_date,
    performedBy: row.performed_by,
    kind: row.kind,
    result: row.result,
    notes: row.notes,
    cost: row.cost,
    createdAt: iso(row.created_at),
  };
}
