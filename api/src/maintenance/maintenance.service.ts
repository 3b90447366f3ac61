import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { raiseMaintenanceAlerts, resolveForDeletedSchedule, resolveMaintenanceAlerts } from '../alerts/alert-rules.js';
import { ALERT_RANK_SQL } from '../alerts/alert.constants.js';
import { StaleVersionException } from '../common/record-version.js';
import {
  ALERT_COLUMNS,
  AlertRow,
  RECORD_COLUMNS,
  RecordRow,
  SCHEDULE_COLUMNS,
  ScheduleRow,
  toAlertDto,
  toRecordDto,
  toScheduleDto,
  whereAll,
} from './maintenance-rows.js';
import { MaintenanceDashboardDto } from './dto/dashboard.dto.js';
import { CreateScheduleDto, StartWorkDto, UpdateScheduleDto } from './dto/schedule-input.dto.js';
import { DEFAULT_PAGE_SIZE, ListSchedulesQueryDto } from './dto/schedule-query.dto.js';
import { MaintenanceScheduleDto, MaintenanceSchedulePageDto } from './dto/schedule.dto.js';
import { DASHBOARD_LIST_SIZE, MAINTENANCE_MESSAGES as M, OPEN_SCHEDULED_SQL, UPCOMING_DAYS } from './maintenance.constants.js';
import type { ScheduleStatus } from './maintenance.constants.js';

const OVERDUE_SQL = `s.status IN ${OPEN_SCHEDULED_SQL} AND s.scheduled_date < current_date`;
const UPCOMING_SQL = `s.status IN ${OPEN_SCHEDULED_SQL} AND s.scheduled_date BETWEEN current_date AND current_date + ${UPCOMING_DAYS}`;
/** OVERDUE_SQL and UPCOMING_SQL over schedule_day_counts (schedules by day and status). */
const OVERDUE_COUNT_SQL = `s.status IN ${OPEN_SCHEDULED_SQL} AND s.day < current_date`;
const UPCOMING_COUNT_SQL = `s.status IN ${OPEN_SCHEDULED_SQL} AND s.day BETWEEN current_date AND current_date + ${UPCOMING_DAYS}`;

/** DTO field -> column, for the fields a PATCH may set. */
const UPDATABLE_COLUMNS: Array<[keyof UpdateScheduleDto, string]> = [
  ['status', 'status'],
  ['scheduledDate', 'scheduled_date'],
  ['maintenanceType', 'maintenance_type'],
  ['priority', 'priority'],
  ['assignedTo', 'assigned_to'],
  ['description', 'description'],
  ['estimatedDuration', 'estimated_duration'],
];

export interface LockedSchedule {
  id: number;
  hydrant_id: number;
  status: ScheduleStatus;
  version: number;
  maintenance_type: string;
  priority: string;
  assigned_to: string | null;
  description: string;
}

@Injectable()
export class MaintenanceService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page of schedules, soonest first, with the total. */
  async list(query: ListSchedulesQueryDto): Promise<MaintenanceSchedulePageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const params: unknown[] = [];
    const conditions: string[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      conditions.push(sql.replace('?', `$${params.length}`));
    };
    if (query.status) add('s.status = ?', query.status);
    if (query.due === 'overdue') conditions.push(OVERDUE_SQL);
    if (query.due === 'upcoming') conditions.push(UPCOMING_SQL);
    if (query.hydrantId !== undefined) add('s.hydrant_id = ?', query.hydrantId);
    if (query.from) add('s.scheduled_date >= ?::date', query.from);
    if (query.to) add('s.scheduled_date <= ?::date', query.to);
    const filters = whereAll(conditions);
    // An equality filter's column first: the same order, and exactly that filter's index order.
    const lead = query.hydrantId !== undefined ? 's.hydrant_id, ' : query.status ? 's.status, ' : '';
    const [{ total }] = await this.dataSource.query<Array<{ total: number }>>(
      `SELECT count(*)::int AS total FROM maintenance_schedules s ${filters}`,
      params,
    );
    const rows = await this.dataSource.query<ScheduleRow[]>(
      `SELECT ${SCHEDULE_COLUMNS}
       FROM (SELECT s.id FROM maintenance_schedules s ${filters}
             ORDER BY ${lead}s.scheduled_date, s.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}) page
       JOIN maintenance_schedules s ON s.id = page.id JOIN hydrants h ON h.id = s.hydrant_id
       ORDER BY s.scheduled_date, s.id`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    return { items: rows.map(toScheduleDto), total, page, pageSize };
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<MaintenanceScheduleDto> {
    const [row] = await manager.query<ScheduleRow[]>(
      `SELECT ${SCHEDULE_COLUMNS} FROM maintenance_schedules s JOIN hydrants h ON h.id = s.hydrant_id WHERE s.id = $1`,
      [id],
    );
    if (!row) throw new NotFoundException(M.notFound);
    return toScheduleDto(row);
  }

  /** SPEC §3's dashboard: counts in SQL over indexes, and the first rows of each list. */
  async dashboard(): Promise<MaintenanceDashboardDto> {
    const schedules = (condition: string, order: string) =>
      this.dataSource
        .query<ScheduleRow[]>(
          `SELECT ${SCHEDULE_COLUMNS} FROM maintenance_schedules s JOIN hydrants h ON h.id = s.hydrant_id
           WHERE ${condition} ORDER BY ${order} LIMIT ${DASHBOARD_LIST_SIZE}`,
        )
        .then((rows) => rows.map(toScheduleDto));
    // Independent reads, run at once on the pool; the counts are sums of the counts kept by
    // triggers (schedules and history records by day, open alerts by type and priority).
    const [[counts], [{ n: unacknowledged }], overdueSchedules, upcomingSchedules, inProgressSchedules, alerts, recent] =
      await Promise.all([
        this.dataSource.query<
          Array<{ overdue: number; upcoming: number; in_progress: number; incomplete: number; recent: number }>
        >(`
        SELECT (SELECT coalesce(sum(delta), 0) FROM schedule_day_counts s WHERE ${OVERDUE_COUNT_SQL})::int AS overdue,
               (SELECT coalesce(sum(delta), 0) FROM schedule_day_counts s WHERE ${UPCOMING_COUNT_SQL})::int AS upcoming,
               (SELECT coalesce(sum(delta), 0) FROM schedule_day_counts s WHERE s.status = 'in-progress')::int AS in_progress,
               (SELECT coalesce(sum(delta), 0) FROM schedule_day_counts s WHERE s.status = 'incomplete')::int AS incomplete,
               (SELECT coalesce(sum(delta), 0) FROM history_day_counts WHERE day > current_date - 30)::int AS recent`),
        this.dataSource.query<Array<{ n: number }>>(`SELECT coalesce(sum(delta), 0)::int AS n FROM alert_open_counts`),
        schedules(OVERDUE_SQL, 's.scheduled_date, s.id'),
        schedules(UPCOMING_SQL, 's.scheduled_date, s.id'),
        schedules(`s.status = 'in-progress'`, 's.scheduled_date, s.id'),
        this.dataSource.query<AlertRow[]>(
          `SELECT ${ALERT_COLUMNS} FROM (SELECT a.id FROM alerts a WHERE NOT a.acknowledged
           ORDER BY ${ALERT_RANK_SQL}, a.created_at DESC, a.id DESC LIMIT ${DASHBOARD_LIST_SIZE}) page
         JOIN alerts a ON a.id = page.id JOIN hydrants h ON h.id = a.hydrant_id
         ORDER BY ${ALERT_RANK_SQL}, a.created_at DESC, a.id DESC`,
        ),
        this.dataSource.query<RecordRow[]>(
          `SELECT ${RECORD_COLUMNS} FROM (SELECT r.id FROM maintenance_history r ORDER BY r.completed_date DESC, r.id DESC LIMIT 5) page
         JOIN maintenance_history r ON r.id = page.id JOIN hydrants h ON h.id = r.hydrant_id
         ORDER BY r.completed_date DESC, r.id DESC`,
        ),
      ]);
    return {
      overdue: counts.overdue,
      upcoming: counts.upcoming,
      inProgress: counts.in_progress,
      incomplete: counts.incomplete,
      unacknowledgedAlerts: unacknowledged,
      completedLast30Days: counts.recent,
      overdueSchedules,
      upcomingSchedules,
      inProgressSchedules,
      activeAlerts: alerts.map(toAlertDto),
      recentHistory: recent.map(toRecordDto),
    };
  }

  /** Creates a scheduled schedule; one already past its date is raised as overdue at once. */
  async create(dto: CreateScheduleDto): Promise<MaintenanceScheduleDto> {
    return this.dataSource.transaction(async (manager) => {
      if (dto.alertId != null) await this.checkAlert(manager, dto.alertId, dto.hydrantId);
      const inserted = await manager.query<Array<{ id: number }>>(
        `INSERT INTO maintenance_schedules (hydrant_id, scheduled_date, maintenance_type, priority, assigned_to, description,
                                            estimated_duration, status, alert_id)
         SELECT h.id, $2::date, $3::varchar, $4::varchar, $5::varchar, $6::text, $7::int, 'scheduled', $8::int
         FROM hydrants h WHERE h.id = $1
         RETURNING id`,
        [
          dto.hydrantId,
          dto.scheduledDate,
          dto.maintenanceType ?? 'routine',
          dto.priority ?? 'medium',
          dto.assignedTo ?? null,
          dto.description,
          dto.estimatedDuration ?? null,
          dto.alertId ?? null,
        ],
      );
      if (inserted.length === 0) throw new NotFoundException(M.hydrantNotFound);
      await raiseMaintenanceAlerts(manager, [inserted[0].id]);
      return this.get(inserted[0].id, manager);
    });
  }

  /** A schedule made from an alert: the alert exists (kept until this commits) and is about the same hydrant. */
  private async checkAlert(manager: EntityManager, alertId: number, hydrantId: number): Promise<void> {
    const [alert] = await manager.query<Array<{ hydrant_id: number }>>(
      'SELECT hydrant_id FROM alerts WHERE id = $1 FOR KEY SHARE',
      [alertId],
    );
    const message = !alert ? M.alertNotFound : alert.hydrant_id !== hydrantId ? M.alertHydrantMismatch : null;
    if (message) {
      throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message: [message], errors: { alertId: message } });
    }
  }

  /**
   * Locks a schedule for a write in this transaction: 404 when missing, 409 when the
   * expected version is older (record-version.ts; the lock makes check and write atomic).
   */
  async lock(manager: EntityManager, id: number, expected: number | undefined): Promise<LockedSchedule> {
    const [row] = await manager.query<LockedSchedule[]>(
      `SELECT id, hydrant_id, status, version, maintenance_type, priority, assigned_to, description
       FROM maintenance_schedules WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!row) throw new NotFoundException(M.notFound);
    if (expected !== undefined && row.version !== expected) throw new StaleVersionException(M.changedBySomeoneElse, row.version);
    return row;
  }

  /** Changes some fields of a schedule that is not completed (completing goes through /complete). */
  async update(id: number, dto: UpdateScheduleDto, expected?: number): Promise<MaintenanceScheduleDto> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.lock(manager, id, expected);
      const params: unknown[] = [id];
      const sets = ['updated_at = now()', 'version = version + 1'];
      for (const [field, column] of UPDATABLE_COLUMNS) {
        if (dto[field] === undefined) continue;
        params.push(dto[field]);
        sets.push(`${column} = $${params.length}`);
      }
      if (sets.length === 2) return this.get(id, manager);
      if (current.status === 'completed') throw new ConflictException(M.alreadyCompleted);
      await manager.query(`UPDATE maintenance_schedules SET ${sets.join(', ')} WHERE id = $1`, params);
      await resolveMaintenanceAlerts(manager, [id]);
      await raiseMaintenanceAlerts(manager, [id]);
      return this.get(id, manager);
    });
  }

  /** Deletes a schedule; its open overdue alert is resolved ('Schedule deleted'), history records stay. */
  async remove(id: number, expected?: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.lock(manager, id, expected);
      await resolveForDeletedSchedule(manager, id);
      await manager.query(`DELETE FROM maintenance_schedules WHERE id = $1`, [id]);
    });
  }

  /** Start Work (DECISIONS §7): in progress, with the technician; 409 for completed or cancelled work. */
  async start(id: number, dto: StartWorkDto, expected?: number): Promise<MaintenanceScheduleDto> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.lock(manager, id, expected);
      if (current.status === 'completed') throw new ConflictException(M.startCompleted);
      if (current.status === 'cancelled') throw new ConflictException(M.cancelled);
      await manager.query(
        `UPDATE maintenance_schedules SET status = 'in-progress', technician_name = $2, technician_id = $3,
           started_at = coalesce(started_at, now()), updated_at = now(), version = version + 1
         WHERE id = $1`,
        [id, dto.technicianName, dto.technicianId ?? null],
      );
      await resolveMaintenanceAlerts(manager, [id]);
      return this.get(id, manager);
    });
  }
}
