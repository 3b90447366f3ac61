import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { once } from 'node:events';
import { DataSource, QueryRunner } from 'typeorm';
import { BACKUP_VERSION, MAINTENANCE_HISTORY_KEY, SYSTEM_NAME } from './backup-format.js';
import { exportSql, quoteIdentifier, resolveDataset, ResolvedDataset } from './dataset-columns.js';
import { DATASETS } from './datasets.js';

/** Rows fetched per round trip. */
const BATCH = 1000;

/** 2026-11-23T17-05-09 (file-name safe, UTC). */
export function fileTimestamp(now = new Date()): string {
  return now.toISOString().slice(0, 19).replace(/:/g, '-');
}

/**
 * The Full Backup download: one JSON object with SPEC §9's JSON export fields (hydrants,
 * maintenanceHistory, exportDate, totalHydrants, totalMaintenanceRecords), version '1.0'
 * and the system name, plus every other dataset of DATASETS. All of it is read in one
 * REPEATABLE READ snapshot through cursors and written as it is read (the database builds
 * each record's JSON text), so the file is consistent and never assembled in memory.
 */
@Injectable()
export class BackupExportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  datasets(): ResolvedDataset[] {
    return DATASETS.map((dataset) => resolveDataset(this.dataSource, dataset));
  }

  async write(res: Response): Promise<void> {
    const datasets = this.datasets();
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    let headersSent = false;
    try {
      await runner.startTransaction('REPEATABLE READ');
      await runner.query('SET TRANSACTION READ ONLY');
      const counts: Record<string, number> = {};
      for (const dataset of datasets) {
        const [{ n }] = (await runner.query(`SELECT count(*)::int AS n FROM ${quoteIdentifier(dataset.table)}`)) as Array<{
          n: number;
        }>;
        counts[dataset.key] = n;
      }
      const exportDate = new Date();
      const head = {
        version: BACKUP_VERSION,
        system: SYSTEM_NAME,
        exportDate: exportDate.toISOString(),
        totalHydrants: counts.hydrants ?? 0,
        totalMaintenanceRecords: counts[MAINTENANCE_HISTORY_KEY] ?? 0,
        counts,
      };
      res.status(200);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="hydrants-backup-${fileTimestamp(exportDate)}.json"`);
      res.setHeader('Cache-Control', 'no-store');
      headersSent = true;
      await this.send(res, JSON.stringify(head).slice(0, -1));
      for (const dataset of datasets) {
        await this.send(res, `,\n${JSON.stringify(dataset.key)}: [`);
        await this.rows(runner, dataset, res);
        await this.send(res, '\n]');
      }
      await this.send(res, '\n}\n');
      await runner.commitTransaction();
      res.end();
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      // Once the file has started, an error can only cut it short (the JSON is then incomplete, so a restore refuses it).
      if (headersSent) {
        res.destroy();
        return;
      }
      throw error;
    } finally {
      await runner.release();
    }
  }

  private async rows(runner: QueryRunner, dataset: ResolvedDataset, res: Response): Promise<void> {
    await runner.query(`DECLARE backup_rows NO SCROLL CURSOR FOR ${exportSql(dataset)}`);
    let first = true;
    for (;;) {
      const batch = (await runner.query(`FETCH ${BATCH} FROM backup_rows`)) as Array<{ r: string }>;
      if (batch.length > 0) {
        const text = (first ? '\n' : ',\n') + batch.map((row) => row.r).join(',\n');
        first = false;
        await this.send(res, text);
      }
      if (batch.length < BATCH) break;
    }
    await runner.query('CLOSE backup_rows');
  }

  /** Writes with back-pressure: waits for 'drain' when the socket's buffer is full. */
  private async send(res: Response, text: string): Promise<void> {
    if (res.destroyed) throw new Error('The download was cancelled');
    if (!res.write(text)) {
      await Promise.race([once(res, 'drain'), once(res, 'close')]);
    }
  }
}
