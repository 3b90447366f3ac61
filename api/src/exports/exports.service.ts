import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { PassThrough, Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DataSource } from 'typeorm';
import { ReadSnapshot } from '../common/cursor-rows.js';
import { percent } from '../common/related-tables.js';
import { spreadsheetCsv, spreadsheetWorkbook } from '../common/spreadsheet-cells.js';
import {
  fileTimestamp,
  GENERIC_DATASETS,
  genericQuery,
  HYDRANT_GEOJSON_SQL,
  HYDRANT_JSON_SQL,
  HYDRANT_SHEET_COLUMNS,
  HYDRANT_SHEET_SQL,
  presentDatasetTables,
  REPORT_CSV_COLUMNS,
  REPORT_CSV_SQL,
  ZONE_SHEET_COLUMNS,
  ZONE_SQL,
} from './export-datasets.js';
import { EXPORT_FORMATS, type ExportFormat, ExportSummaryDto } from './dto/export.dto.js';
import { hydrantFeature, type HydrantGeoRow, zoneFeature, type ZoneRow } from './geojson.js';

export const EXPORT_FORMAT_NOT_SUPPORTED = 'Export format not supported';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json; charset=utf-8',
  geojson: 'application/geo+json; charset=utf-8',
  'zones-geojson': 'application/geo+json; charset=utf-8',
};

export function exportFileName(format: ExportFormat, now = new Date()): string {
  const stamp = fileTimestamp(now);
  switch (format) {
    case 'csv':
      return `hydrants-export-${stamp}.csv`;
    case 'tsv':
      return `hydrants-export-${stamp}.tsv`;
    case 'xlsx':
      return `hydrant-data-${stamp}.xlsx`;
    case 'json':
      return `hydrant-data-${stamp}.json`;
    case 'geojson':
      return `hydrants-${stamp}.geojson`;
    case 'zones-geojson':
      return `zones-${stamp}.geojson`;
  }
}

const isClosed = (error: unknown) => (error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE';

/** Resolves once a stream's buffer has room again (at once when it has), or when it closes. */
function room(stream: Writable): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * The Reports page's raw data exports (SPEC §9 Exports, DECISIONS §8), streamed from one
 * read-only snapshot through server-side cursors: a million hydrants never sit in memory.
 */
@Injectable()
export class ExportsService {
  private readonly logger = new Logger(ExportsService.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async summary(): Promise<ExportSummaryDto> {
    const snapshot = await ReadSnapshot.open(this.dataSource);
    try {
      // The totals by status, history records and schedules are sums of the counts their tables'
      // triggers keep (a few rows each, read in the same snapshot); the year's inspections come
      // from the last-inspection index alone.
      const [hydrants] = await snapshot.query<Record<string, string>>(`SELECT
          (SELECT coalesce(sum(delta), 0) FROM hydrant_status_counts) AS total,
          (SELECT count(*) FROM hydrants WHERE last_inspection > current_date - 365 AND last_inspection <= current_date) AS inspected,
          (SELECT coalesce(sum(delta), 0) FROM hydrant_status_counts WHERE status = 'operational') AS operational,
          (SELECT coalesce(sum(delta), 0) FROM hydrant_status_counts WHERE status <> 'out-of-service') AS in_service`);
      const tables = await presentDatasetTables(snapshot, ['maintenance_history', 'maintenance_schedules', 'alerts']);
      const kept: Record<string, string> = {
        maintenance_history: 'SELECT coalesce(sum(delta), 0) AS n FROM history_day_counts',
        maintenance_schedules: 'SELECT coalesce(sum(delta), 0) AS n FROM schedule_day_counts',
        alerts: 'SELECT count(*) AS n FROM alerts',
      };
      const count = async (table: string) =>
        tables.has(table) ? Number((await snapshot.query<{ n: string }>(kept[table]))[0].n) : 0;
      const total = Number(hydrants.total);
      return {
        hydrants: total,
        maintenanceHistory: await count('maintenance_history'),
        maintenanceSchedules: await count('maintenance_schedules'),
        alerts: await count('alerts'),
        zones: Number((await snapshot.query<{ n: string }>('SELECT count(*) AS n FROM zones'))[0].n),
        compliance: {
          annualInspection: percent(Number(hydrants.inspected), total),
          operational: percent(Number(hydrants.operational), total),
          maintenanceCurrent: percent(Number(hydrants.in_service), total),
        },
      };
    } finally {
      await snapshot.close();
    }
  }

  async export(format: string, res: Response): Promise<void> {
    if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw new BadRequestException(EXPORT_FORMAT_NOT_SUPPORTED);
    const kind = format as ExportFormat;
    // The snapshot opens before the headers go out, so an unreachable database still gets
    // a proper error answer instead of a cut connection.
    const snapshot = await ReadSnapshot.open(this.dataSource);
    try {
      res.status(200);
      res.setHeader('Content-Type', CONTENT_TYPES[kind]);
      res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(kind)}"`);
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      switch (kind) {
        case 'csv':
        case 'tsv':
          await this.delimited(snapshot, res, kind === 'tsv' ? '\t' : ',');
          break;
        case 'xlsx':
          await this.workbook(snapshot, res);
          break;
        case 'json':
          await pipeline(Readable.from(this.json(snapshot)), res);
          break;
        case 'geojson':
          await pipeline(
            Readable.from(this.featureCollection(snapshot.batches<HydrantGeoRow>(HYDRANT_GEOJSON_SQL), hydrantFeature)),
            res,
          );
          break;
        case 'zones-geojson':
          await pipeline(Readable.from(this.featureCollection(snapshot.batches<ZoneRow>(ZONE_SQL), zoneFeature)), res);
          break;
      }
    } catch (error) {
      if (isClosed(error) || res.destroyed) return;
      if (!res.headersSent) throw error;
      this.logger.error(`Export ${kind} failed mid-stream: ${(error as Error).message}`);
      res.destroy(error as Error);
    } finally {
      await snapshot.close();
    }
  }

  private async delimited(snapshot: ReadSnapshot, res: Response, delimiter: string): Promise<void> {
    async function* rows() {
      for await (const batch of snapshot.batches<Record<string, unknown>>(REPORT_CSV_SQL)) {
        for (const row of batch) yield Object.values(row);
      }
    }
    await pipeline(Readable.from(rows(), { objectMode: true }), spreadsheetCsv(REPORT_CSV_COLUMNS, { delimiter }), res);
  }

  private async workbook(snapshot: ReadSnapshot, res: Response): Promise<void> {
    // exceljs writes into its own stream; the pipeline carries it to the response with backpressure.
    const out = new PassThrough();
    const sent = pipeline(out, res);
    sent.catch(() => undefined);
    await this.writeWorkbook(snapshot, out);
    out.end();
    await sent;
  }

  private async writeWorkbook(snapshot: ReadSnapshot, out: PassThrough): Promise<void> {
    const workbook = spreadsheetWorkbook(out);
    const sheet = (name: string, columns: Array<{ header: string; width?: number }>) => workbook.addSheet(name, columns);
    const hydrants = sheet('Hydrants', HYDRANT_SHEET_COLUMNS);
    for await (const batch of snapshot.batches<Record<string, unknown>>(HYDRANT_SHEET_SQL)) {
      for (const row of batch) hydrants.addRow(Object.values(row));
      await room(out);
      if (out.destroyed) return;
    }
    hydrants.commit();
    const tables = await presentDatasetTables(
      snapshot,
      GENERIC_DATASETS.map((dataset) => dataset.table),
    );
    for (const dataset of GENERIC_DATASETS) {
      if (!tables.has(dataset.table)) continue;
      const query = await genericQuery(snapshot, dataset.table, 'sheet');
      const writer = sheet(
        dataset.sheet,
        query.headers.map((header) => ({ header })),
      );
      for await (const batch of snapshot.batches<Record<string, unknown>>(query.sql)) {
        for (const row of batch) writer.addRow(Object.values(row));
        await room(out);
        if (out.destroyed) return;
      }
      writer.commit();
    }
    const zones = sheet('Zones', ZONE_SHEET_COLUMNS);
    for await (const batch of snapshot.batches<ZoneRow>(ZONE_SQL)) {
      for (const zone of batch) {
        zones.addRow([
          zone.name,
          zone.color,
          zone.description,
          zone.assigned_personnel.join('; '),
          zone.coordinates.length,
          JSON.stringify(zone.coordinates),
          zone.created_at,
          zone.updated_at,
        ]);
      }
    }
    zones.commit();
    await workbook.commit();
  }

  /** SPEC §9: { hydrants, maintenanceHistory, exportDate, totalHydrants, totalMaintenanceRecords }, chunk by chunk. */
  private async *json(snapshot: ReadSnapshot): AsyncGenerator<string> {
    const exportDate = new Date().toISOString();
    let hydrants = 0;
    yield '{"hydrants":[';
    for await (const batch of snapshot.batches(HYDRANT_JSON_SQL)) {
      yield (hydrants ? ',' : '') + batch.map((row) => JSON.stringify(row)).join(',');
      hydrants += batch.length;
    }
    let records = 0;
    yield '],"maintenanceHistory":[';
    const tables = await presentDatasetTables(snapshot, ['maintenance_history']);
    if (tables.has('maintenance_history')) {
      const query = await genericQuery(snapshot, 'maintenance_history', 'json');
      for await (const batch of snapshot.batches(query.sql)) {
        yield (records ? ',' : '') + batch.map((row) => JSON.stringify(row)).join(',');
        records += batch.length;
      }
    }
    yield `],"exportDate":${JSON.stringify(exportDate)},"totalHydrants":${hydrants},"totalMaintenanceRecords":${records}}\n`;
  }

  /** An RFC 7946 FeatureCollection, chunk by chunk. */
  private async *featureCollection<T>(batches: AsyncGenerator<T[]>, feature: (row: T) => unknown): AsyncGenerator<string> {
    let first = true;
    yield '{"type":"FeatureCollection","features":[';
    for await (const batch of batches) {
      yield (first ? '' : ',') + batch.map((row) => JSON.stringify(feature(row))).join(',');
      first = false;
    }
    yield ']}\n';
  }
}
