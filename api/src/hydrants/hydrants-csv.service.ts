import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DataSource } from 'typeorm';
import { spreadsheetCsv } from '../common/spreadsheet-cells.js';
import { HydrantFilterQueryDto, NearbyExportQueryDto } from './dto/hydrant-query.dto.js';
import { filterSql, proximitySql, where } from './hydrant-rows.js';
import { DEFAULT_RADIUS_MILES, EARTH_RADIUS_MILES } from './hydrant.constants.js';

/** Rows fetched per round trip while streaming an export. */
const BATCH = 1000;

/** SPEC §9: the dashboard export columns, in order. */
const REGISTRY_COLUMNS = [
  'Hydrant ID',
  'Status',
  'Address',
  'Area',
  'Inspector',
  'Pressure (PSI)',
  'Flow Rate (GPM)',
  'Last Inspection',
  'Checklist',
  'Notes',
  'Created',
  'Updated',
  // The hydrant attributes and out-of-service details, after SPEC §9's columns:
  'Hydrant Type',
  'Outlets',
  'Outlet Sizes (in)',
  'Main Size (in)',
  'Manufacturer',
  'Install Year',
  'Ownership',
  'Isolation Valve',
  'Out of Service Since',
  'Out of Service Reason',
  'Expected Return',
];

/** SPEC §9 search results export ("hydrant_search_results", with Distance (mi)). */
const NEARBY_COLUMNS = [
  'Hydrant ID',
  'Address',
  'Area',
  'Status',
  'Latitude',
  'Longitude',
  'Distance (mi)',
  'Pressure (PSI)',
  'Flow Rate (GPM)',
  'Last Inspection',
];

async function* prepend<T>(head: T, rest: AsyncGenerator<T>): AsyncGenerator<T> {
  yield head;
  yield* rest;
}

/** Today in the server's time zone, YYYY-MM-DD. */
export function localDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * CSV exports, streamed: rows come from a server-side cursor in batches and go through
 * csv-stringify via common/spreadsheet-cells (RFC 4180 quoting, formula injection
 * neutralised) straight to the response, so a million hydrants never sit in memory.
 */
@Injectable()
export class HydrantsCsvService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async registry(query: HydrantFilterQueryDto, res: Response): Promise<void> {
    const params: unknown[] = [];
    const sql = `SELECT h.hydrant_id, h.status, h.address, h.area, h.inspector, h.pressure, h.flow_rate,
        to_char(h.last_inspection, 'YYYY-MM-DD') AS last_inspection, array_to_string(h.checklist, '; ') AS checklist, h.notes,
        to_char(h.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
        to_char(h.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
        h.hydrant_type, h.outlet_count, array_to_string(h.outlet_sizes, '; ') AS outlet_sizes, h.main_size, h.manufacturer,
        h.install_year, h.ownership, CASE h.has_isolation_valve WHEN true THEN 'yes' WHEN false THEN 'no' END AS has_isolation_valve,
        to_char(o.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS out_of_service_since, o.reason,
        to_char(o.expected_return, 'YYYY-MM-DD') AS expected_return
      FROM hydrants h LEFT JOIN hydrant_out_of_service o ON o.hydrant_id = h.id AND o.ended_at IS NULL
      ${where(filterSql(query, params))} ORDER BY h.hydrant_id`;
    await this.send(res, `hydrants-${localDate()}.csv`, REGISTRY_COLUMNS, sql, params);
  }

  async nearby(query: NearbyExportQueryDto, res: Response): Promise<void> {
    const angle = (query.radius ?? DEFAULT_RADIUS_MILES) / EARTH_RADIUS_MILES;
    const params: unknown[] = [query.lat, query.lng, angle];
    const near = proximitySql('$1::float8', '$2::float8', '$3::float8');
    const sql = `SELECT h.hydrant_id, h.address, h.area, h.status, h.latitude, h.longitude,
        to_char(${near.distance}, 'FM999990.00') AS distance, h.pressure, h.flow_rate,
        to_char(h.last_inspection, 'YYYY-MM-DD') AS last_inspection
      FROM hydrants h ${where(near.where, filterSql({ search: query.search }, params))} ORDER BY ${near.orderBy}`;
    await this.send(res, 'hydrant_search_results.csv', NEARBY_COLUMNS, sql, params);
  }

  private async send(res: Response, fileName: string, header: string[], sql: string, params: unknown[]): Promise<void> {
    // The first batch is read before the headers go out, so a failing query (or an
    // unreachable database) still gets a proper error answer instead of a cut connection.
    const cursor = this.cursorRows(sql, params);
    const first = await cursor.next();
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.setHeader('Cache-Control', 'no-store');
    const rows = Readable.from(first.done ? cursor : prepend(first.value, cursor), { objectMode: true });
    try {
      // Every cell goes through the shared spreadsheet-cells module (formula injection).
      await pipeline(rows, spreadsheetCsv(header), res);
    } catch (error) {
      // The browser went away mid-download: the cursor is closed and its connection released; nothing to report.
      if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      throw error;
    }
  }

  /** Streams a query's rows (as value arrays) through a cursor in one read-only transaction. */
  private async *cursorRows(sql: string, params: unknown[]): AsyncGenerator<unknown[]> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction('REPEATABLE READ');
      await runner.query('SET TRANSACTION READ ONLY');
      await runner.query(`DECLARE hydrant_export NO SCROLL CURSOR FOR ${sql}`, params);
      for (;;) {
        const batch = (await runner.query(`FETCH ${BATCH} FROM hydrant_export`)) as Array<Record<string, unknown>>;
        for (const row of batch) yield Object.values(row).map((value) => value ?? '');
        if (batch.length < BATCH) break;
      }
      await runner.commitTransaction();
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      await runner.release();
    }
  }
}
