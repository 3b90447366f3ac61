import { QueryIntField } from '../../hydrants/dto/hydrant-field.decorators.js';
import { MAINTENANCE_MESSAGES as M, SCHEDULE_DUE, SCHEDULE_STATUSES } from '../maintenance.constants.js';
import type { ScheduleDue, ScheduleStatus } from '../maintenance.constants.js';
import { QueryDateField, QueryEnumField, QueryIdField } from './maintenance-fields.js';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** Paging of every maintenance/history/alert list (same shape as the hydrant list). */
export class PageQueryDto {
  @QueryIntField(1, 1_000_000_000, 1, M.page)
  page?: number;

  @QueryIntField(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, M.pageSize(MAX_PAGE_SIZE))
  pageSize?: number;
}

/** GET /api/maintenance: schedules by status, due, hydrant and scheduled date range; soonest first. */
export class ListSchedulesQueryDto extends PageQueryDto {
  @QueryEnumField(SCHEDULE_STATUSES, 'ScheduleStatus', M.scheduleStatus)
  status?: ScheduleStatus;

  @QueryEnumField(
    SCHEDULE_DUE,
    'ScheduleDue',
    M.due,
    'overdue: scheduled and past its date; upcoming: scheduled within the next 7 days.',
  )
  due?: ScheduleDue;

  @QueryIdField(M.hydrantIdNumber, 'Only this hydrant (HydrantDto.id).')
  hydrantId?: number;

  @QueryDateField(M.from, 'Scheduled on or after this date.')
  from?: string;

  @QueryDateField(M.to, 'Scheduled on or before this date.')
  to?: string;
}
