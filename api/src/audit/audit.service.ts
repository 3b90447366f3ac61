import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AUDIT_EXCLUDED_TABLES } from '../database/migrations/1795700000900-audit-log.js';
import { AUDIT_MESSAGES, AuditAction, AuditEventKind } from './audit.constants.js';
import { AuditActor } from './audit-actor.js';
import { AuditChangeDto, AuditEntryDto, AuditFilterOptionsDto, AuditPageDto } from './dto/audit-entry.dto.js';
import { ListAuditQueryDto } from './dto/audit-query.dto.js';

interface AuditRow {
  id: string;
  at: Date;
  actor_id: number | null;
  actor_name: string;
  action: AuditAction;
  table_name: string | null;
  record_id: string | null;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
}

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

const byName = (a: string, b: string) => (a === 'id' ? -1 : b === 'id' ? 1 : a.localeCompare(b));

/** Field by field, id first then by name: every field of an insert or delete, the changed ones of an update. */
export function changesOf(
  oldValues: Record<string, unknown> | null,
  newValues: Record<string, unknown> | null,
): AuditChangeDto[] {
  const fields = [...new Set([...Object.keys(oldValues ?? {}), ...Object.keys(newValues ?? {})])].sort(byName);
  return fields.map((field) => ({ field, oldValue: text(oldValues?.[field]), newValue: text(newValues?.[field]) }));
}

function toEntry(row: AuditRow): AuditEntryDto {
  return {
    id: Number(row.id),
    at: row.at.toISOString(),
    actorId: row.actor_id,
    actorName: row.actor_name,
    action: row.action,
    tableName: row.table_name,
    recordId: row.record_id,
    changes: changesOf(row.old_values, row.new_values),
  };
}

const COLUMNS = 'id, at, actor_id, actor_name, action, table_name, record_id, old_values, new_values';

/**
 * Reads the audit trail (written by the database trigger of migration AuditLog1795700000900)
 * and writes the auth events. Nothing here updates or deletes a row: the log is append-only.
 */
@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: ListAuditQueryDto): Promise<AuditPageDto> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (query.user) add('actor_name = ?', query.user);
    if (query.table) add('table_name = ?', query.table);
    if (query.record) add('record_id = ?', query.record);
    if (query.action) add('action = ?', query.action);
    if (query.from) add(`at >= (?::date)::timestamp AT TIME ZONE 'UTC'`, query.from);
    if (query.to) add(`at < ((?::date) + 1)::timestamp AT TIME ZONE 'UTC'`, query.to);
    return this.page(where, params, query.page ?? 1, query.pageSize ?? 25);
  }

  /** One hydrant's own changes (table hydrants, record = its id), newest first. */
  async hydrantChanges(id: number, page: number, pageSize: number): Promise<AuditPageDto> {
    const found = await this.dataSource.query<unknown[]>('SELECT 1 FROM hydrants WHERE id = $1', [id]);
    if (found.length === 0) throw new NotFoundException(AUDIT_MESSAGES.hydrantNotFound);
    return this.page([`table_name = 'hydrants'`, 'record_id = $1'], [String(id)], page, pageSize);
  }

  async filterOptions(): Promise<AuditFilterOptionsDto> {
    const users = await this.dataSource.query<Array<{ username: string }>>('SELECT username FROM users ORDER BY username');
    const tables = await this.dataSource.query<Array<{ name: string }>>(
      `SELECT DISTINCT c.relname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
       WHERE t.tgname = 'audit_insert' AND c.relnamespace = current_schema()::regnamespace ORDER BY 1`,
    );
    return { users: ['system', ...users.map((row) => row.username)], tables: tables.map((row) => row.name) };
  }

  /** Writes an auth or export event (the trigger writes the changes of tables). */
  async recordEvent(action: AuditEventKind, actor: AuditActor | undefined, details: Record<string, unknown>): Promise<void> {
    await this.dataSource.query(`INSERT INTO audit_log (actor_id, actor_name, action, new_values) VALUES ($1, $2, $3, $4)`, [
      actor?.id ?? null,
      (actor?.name ?? 'system').slice(0, 100),
      action,
      JSON.stringify(details),
    ]);
  }

  private async page(where: string[], params: unknown[], page: number, pageSize: number): Promise<AuditPageDto> {
    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, counted] = await Promise.all([
      this.dataSource.query<AuditRow[]>(
        `SELECT ${COLUMNS} FROM audit_log ${filter} ORDER BY id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, pageSize, (page - 1) * pageSize],
      ),
      this.dataSource.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM audit_log ${filter}`, params),
    ]);
    return { items: rows.map(toEntry), total: counted[0].n, page, pageSize };
  }
}

/** Tables that need no audit trigger (see the migration): exported for the coverage test. */
export const TABLES_WITHOUT_AUDIT: readonly string[] = AUDIT_EXCLUDED_TABLES;
