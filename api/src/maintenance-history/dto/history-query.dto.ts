import { PageQueryDto } from '../../maintenance/dto/schedule-query.dto.js';
import { QueryDateField, QueryEnumField, QueryIdField } from '../../maintenance/dto/maintenance-fields.js';
import { COMPLETION_STATUSES, MAINTENANCE_MESSAGES as M, MAINTENANCE_TYPES } from '../../maintenance/maintenance.constants.js';
import type { CompletionStatus, MaintenanceType } from '../../maintenance/maintenance.constants.js';

export const HISTORY_MESSAGES = {
  maintenanceType: M.maintenanceType,
  status: 'Status must be completed or incomplete',
} as const;

/** GET /api/hydrants/{id}/history: one hydrant's timeline, newest first. */
export class HydrantHistoryQueryDto extends PageQueryDto {
  @QueryEnumField(MAINTENANCE_TYPES, 'MaintenanceType', M.maintenanceType)
  maintenanceType?: MaintenanceType;
}

/** GET /api/maintenance-history: records by hydrant, type, status and completed-date range; newest first. */
export class ListHistoryQueryDto extends HydrantHistoryQueryDto {
  @QueryIdField(M.hydrantIdNumber, 'Only this hydrant (HydrantDto.id).')
  hydrantId?: number;

  @QueryEnumField(COMPLETION_STATUSES, 'CompletionStatus', HISTORY_MESSAGES.status)
  status?: CompletionStatus;

  @QueryDateField(M.from, 'Completed on or after this date.')
  from?: string;

  @QueryDateField(M.to, 'Completed on or before this date.')
  to?: string;
}
