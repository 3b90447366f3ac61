import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_PAGE_SIZE } from '../maintenance/dto/schedule-query.dto.js';
import { MAINTENANCE_MESSAGES as M } from '../maintenance/maintenance.constants.js';
import { RECORD_COLUMNS, RecordRow, toRecordDto, whereAll } from '../maintenance/maintenance-rows.js';
import { MaintenanceRecordDto, MaintenanceRecordPageDto } from './dto/maintenance-record.dto.js';
import { HydrantHistoryQueryDto, ListHistoryQueryDto } from './dto/history-query.dto.js';

@Injectable()
export class MaintenanceHistoryService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page of history records, newest first (completed date, then id), with the total. */
  async list(query: ListHistoryQueryDto): Promise<MaintenanceRecordPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const params: unknown[] = [];
    const conditions: string[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      conditions.push(sql.replace('?', `$${params.length}`));
    };
    if (query.hydrantId !== undefined) add('r.hydrant_id = ?', query.hydrantId);
    if (query.maintenanceType) add('r.maintenance_type = ?', query.maintenanceType);
    if (query.status) add('r.status = ?', query.status);
    if (query.from) add('r.completed_date >= ?::date', query.from);
    if (query.to) add('r.completed_date <= ?::date', query.to);
    const filters = whereAll(conditions);
    // With an equality filter, name its column first: the same order, and exactly the order of
    // that filter's index, so the planner walks it (instead of walking all history by date).
    const lead = query.hydrantId !== undefined ? 'r.hydrant_id, ' : query.maintenanceType ? 'r.maintenance_type, ' : '';
    const order = `${lead}r.completed_date DESC, r.id DESC`;
    // Without a hydrant, the total is a sum of the kept counts by day, type and status
    // (history_day_counts, kept by the history's own triggers): a few thousand rows, not millions.
    const totalSql =
      query.hydrantId === undefined
        ? `SELECT coalesce(sum(delta), 0)::int AS total FROM history_day_counts r ${filters.replace(/r\.completed_date/g, 'r.day')}`
        : `SELECT count(*)::int AS total FROM maintenance_history r ${filters}`;
    const [{ total }] = await this.dataSource.query<Array<{ total: number }>>(totalSql, params);
    // Page ids first (index order), then their columns (see HydrantsService.list).
    const rows = await this.dataSource.query<RecordRow[]>(
      `SELECT ${RECORD_COLUMNS}
       FROM (SELECT r.id FROM maintenance_history r ${filters}
             ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}) page
       JOIN maintenance_history r ON r.id = page.id JOIN hydrants h ON h.id = r.hydrant_id
       ORDER BY r.completed_date DESC, r.id DESC`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    return { items: rows.map(toRecordDto), total, page, pageSize };
  }

  /** One hydrant's timeline (inspections and maintenance), newest first; 404 for a missing hydrant. */
  async forHydrant(hydrantId: number, query: HydrantHistoryQueryDto): Promise<MaintenanceRecordPageDto> {
    const [hydrant] = await this.dataSource.query<unknown[]>(`SELECT 1 FROM hydrants WHERE id = $1`, [hydrantId]);
    if (!hydrant) throw new NotFoundException(M.hydrantNotFound);
    return this.list({ ...query, hydrantId });
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<MaintenanceRecordDto> {
    const [row] = await manager.query<RecordRow[]>(
      `SELECT ${RECORD_COLUMNS} FROM maintenance_history r JOIN hydrants h ON h.id = r.hydrant_id WHERE r.id = $1`,
      [id],
    );
    if (!row) throw new NotFoundException(M.recordNotFound);
    return toRecordDto(row);
  }

  /** Deletes a record and its photos (FK cascade); schedules that followed it keep existing, unlinked. */
  async remove(id: number): Promise<void> {
    const [, count] = await this.dataSource.query<[unknown[], number]>(`DELETE FROM maintenance_history WHERE id = $1`, [id]);
    if (count === 0) throw new NotFoundException(M.recordNotFound);
  }
}
