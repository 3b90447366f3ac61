import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_PAGE_SIZE } from '../maintenance/dto/schedule-query.dto.js';
import { ALERT_COLUMNS, AlertRow, toAlertDto, whereAll } from '../maintenance/maintenance-rows.js';
import { ALERT_MESSAGES, ALERT_RANK_SQL } from './alert.constants.js';
import { AlertCountersDto, AlertDto, AlertPageDto } from './dto/alert.dto.js';
import { ListAlertsQueryDto } from './dto/alert-input.dto.js';

/** Order of each list: active urgent first then newest (IDX_alerts_open_rank); acknowledged most recent first; all newest first. */
function orderOf(acknowledged: boolean | undefined): string {
  if (acknowledged === false) return `${ALERT_RANK_SQL}, a.created_at DESC, a.id DESC`;
  if (acknowledged === true) return 'a.acknowledged_at DESC, a.id DESC';
  return 'a.created_at DESC, a.id DESC';
}

@Injectable()
export class AlertsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: ListAlertsQueryDto): Promise<AlertPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const params: unknown[] = [];
    const conditions: string[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      conditions.push(sql.replace('?', `$${params.length}`));
    };
    // Literal conditions (not parameters) so the planner picks the partial indexes.
    if (query.acknowledged !== undefined) conditions.push(query.acknowledged ? 'a.acknowledged' : 'NOT a.acknowledged');
    if (query.alertType) add('a.alert_type = ?', query.alertType);
    if (query.priority) add('a.priority = ?', query.priority);
    if (query.hydrantId !== undefined) add('a.hydrant_id = ?', query.hydrantId);
    const filters = whereAll(conditions);
    const order = orderOf(query.acknowledged);
    const [{ total }] = await this.dataSource.query<Array<{ total: number }>>(
      `SELECT count(*)::int AS total FROM alerts a ${filters}`,
      params,
    );
    const rows = await this.dataSource.query<AlertRow[]>(
      `SELECT ${ALERT_COLUMNS}
       FROM (SELECT a.id FROM alerts a ${filters} ORDER BY ${order}
             LIMIT $${params.length + 1} OFFSET $${params.length + 2}) page
       JOIN alerts a ON a.id = page.id JOIN hydrants h ON h.id = a.hydrant_id
       ORDER BY ${order}`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    return { items: rows.map(toAlertDto), total, page, pageSize };
  }

  /**
   * The five counters of the Alerts page: the open alerts from their counts kept by triggers
   * (`alert_open_counts`, by type and priority), today's acknowledged ones over their index.
   */
  async counters(): Promise<AlertCountersDto> {
    const [open] = await this.dataSource.query<AlertCountersDto[]>(`
      SELECT coalesce(sum(delta), 0)::int AS active,
             coalesce(sum(delta) FILTER (WHERE priority IN ('urgent', 'high')), 0)::int AS critical,
             coalesce(sum(delta) FILTER (WHERE alert_type = 'overdue_maintenance'), 0)::int AS maintenance,
             coalesce(sum(delta) FILTER (WHERE alert_type = 'overdue_inspection'), 0)::int AS inspections
      FROM alert_open_counts`);
    const [today] = await this.dataSource.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM alerts WHERE acknowledged AND acknowledged_at >= date_trunc('day', now())`,
    );
    return { ...open, acknowledgedToday: today.n };
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<AlertDto> {
    const [row] = await manager.query<AlertRow[]>(
      `SELECT ${ALERT_COLUMNS} FROM alerts a JOIN hydrants h ON h.id = a.hydrant_id WHERE a.id = $1`,
      [id],
    );
    if (!row) throw new NotFoundException(ALERT_MESSAGES.notFound);
    return toAlertDto(row);
  }

  /**
   * Records who (the signed-in user's name) and when (the server's time). An alert already
   * acknowledged keeps its first acknowledgement (a second click changes nothing).
   */
  async acknowledge(id: number, username: string): Promise<AlertDto> {
    await this.dataSource.query(
      `UPDATE alerts SET acknowledged = true, acknowledged_by = $2, acknowledged_at = now() WHERE id = $1 AND NOT acknowledged`,
      [id, username],
    );
    return this.get(id);
  }

  /** Really deletes, from every view (DECISIONS §3). */
  async remove(id: number): Promise<void> {
    const [, count] = await this.dataSource.query<[unknown[], number]>(`DELETE FROM alerts WHERE id = $1`, [id]);
    if (count === 0) throw new NotFoundException(ALERT_MESSAGES.notFound);
  }
}
