import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OutOfServiceHistoryDto, OutOfServicePageDto, OutOfServiceQueryDto } from './dto/out-of-service.dto.js';
import { MESSAGES } from './hydrant.constants.js';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** Reads of the out-of-service periods (the trigger on hydrants.status writes them). */
@Injectable()
export class OutOfServiceService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A hydrant's periods, newest first (from, to, reason, expected return, by whom). */
  async history(hydrantId: number): Promise<OutOfServiceHistoryDto> {
    const [exists] = await this.dataSource.query<unknown[]>(`SELECT 1 FROM hydrants WHERE id = $1`, [hydrantId]);
    if (!exists) throw new NotFoundException(MESSAGES.notFound);
    const rows = await this.dataSource.query<
      Array<{
        id: number;
        started_at: Date;
        ended_at: Date | null;
        reason: string;
        expected_return: string | null;
        started_by: string | null;
        ended_by: string | null;
      }>
    >(
      `SELECT o.id, o.started_at, o.ended_at, o.reason, to_char(o.expected_return, 'YYYY-MM-DD') AS expected_return,
              s.username AS started_by, e.username AS ended_by
       FROM hydrant_out_of_service o
       LEFT JOIN users s ON s.id = o.started_by
       LEFT JOIN users e ON e.id = o.ended_by
       WHERE o.hydrant_id = $1 ORDER BY o.started_at DESC, o.id DESC`,
      [hydrantId],
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        startedAt: row.started_at.toISOString(),
        endedAt: iso(row.ended_at),
        reason: row.reason,
        expectedReturn: row.expected_return,
        startedBy: row.started_by,
        endedBy: row.ended_by,
      })),
    };
  }

  /** Hydrants out of service now, longest out first or most recent first (the partial index on open periods). */
  async open(query: OutOfServiceQueryDto): Promise<OutOfServicePageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 10;
    const [{ total }] = await this.dataSource.query<Array<{ total: number }>>(
      `SELECT count(*)::int AS total FROM hydrant_out_of_service WHERE ended_at IS NULL`,
    );
    const rows = await this.dataSource.query<
      Array<{
        id: number;
        hydrant_id: string;
        address: string;
        started_at: Date;
        days: number;
        reason: string;
        expected_return: string | null;
      }>
    >(
      `SELECT h.id, h.hydrant_id, h.address, o.started_at, floor(extract(epoch FROM now() - o.started_at) / 86400)::int AS days,
              o.reason, to_char(o.expected_return, 'YYYY-MM-DD') AS expected_return
       FROM hydrant_out_of_service o JOIN hydrants h ON h.id = o.hydrant_id
       WHERE o.ended_at IS NULL ORDER BY ${query.order === 'recent' ? 'o.started_at DESC, o.id DESC' : 'o.started_at, o.id'}
       LIMIT $1 OFFSET $2`,
      [pageSize, (page - 1) * pageSize],
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        hydrantId: row.hydrant_id,
        address: row.address,
        since: row.started_at.toISOString(),
        days: row.days,
        reason: row.reason,
        expectedReturn: row.expected_return,
      })),
      total,
      page,
      pageSize,
    };
  }
}
