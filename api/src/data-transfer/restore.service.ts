import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BACKUP_VERSION, MAX_ERRORS_LISTED, META_KEYS, TRANSFER_MESSAGES } from './backup-format.js';
import { BackupEvent, BackupFileError, readBackup } from './backup-reader.js';
import { BackupExportService } from './backup-export.service.js';
import { quoteIdentifier, ResolvedDataset } from './dataset-columns.js';
import { RestoreIssueDto, RestorePreviewDto, RestoreResultDto } from './dto/restore.dto.js';
import { quickRecordProblems, recordProblems } from './record-check.js';
import { BulkLoad } from './restore-bulk.js';
import { RestoreLoader } from './restore-load.js';
import { reconcileOutOfService } from '../hydrants/out-of-service.js';
import { requireFullAlertCheck } from '../alerts/alert-check-round.js';

class Checker {
  readonly issues: RestoreIssueDto[] = [];
  errorCount = 0;
  readonly inFile = new Map<string, number>();
  version: unknown = undefined;
  system: string | null = null;
  exportDate: string | null = null;
  private lastIndex = -1;

  constructor(private readonly datasets: ResolvedDataset[]) {}

  add(issue: RestoreIssueDto): void {
    this.errorCount += 1;
    if (this.issues.length < MAX_ERRORS_LISTED) this.issues.push(issue);
  }

  dataset(key: string): ResolvedDataset | undefined {
    return this.datasets.find((dataset) => dataset.key === key);
  }

  /** Structure checks of one event; returns the dataset of a record worth checking further. */
  event(event: BackupEvent): ResolvedDataset | undefined {
    if (event.type === 'meta') {
      if (!(META_KEYS as readonly string[]).includes(event.key)) {
        this.add({
          section: null,
          record: null,
          field: null,
          message: this.dataset(event.key) ? TRANSFER_MESSAGES.notArray(event.key) : TRANSFER_MESSAGES.unknownSection(event.key),
        });
      } else if (event.key === 'version') this.version = event.value;
      else if (event.key === 'system' && typeof event.value === 'string') this.system = event.value;
      else if (event.key === 'exportDate' && typeof event.value === 'string') this.exportDate = event.value;
      return undefined;
    }
    const dataset = this.dataset(event.key);
    if (event.type === 'sectionStart') {
      if (!dataset) this.add({ section: null, record: null, field: null, message: TRANSFER_MESSAGES.unknownSection(event.key) });
      else if (this.inFile.has(event.key))
        this.add({ section: event.key, record: null, field: null, message: TRANSFER_MESSAGES.duplicateSection(event.key) });
      else {
        const index = this.datasets.indexOf(dataset);
        if (index < this.lastIndex) {
          this.add({
            section: event.key,
            record: null,
            field: null,
            message: TRANSFER_MESSAGES.order(event.key, this.datasets[this.lastIndex].key),
          });
        }
        this.lastIndex = Math.max(this.lastIndex, index);
        this.inFile.set(event.key, 0);
      }
      return undefined;
    }
    if (event.type === 'sectionEnd') {
      if (dataset) this.inFile.set(event.key, event.count);
      return undefined;
    }
    return dataset;
  }

  versionProblem(): string | null {
    if (this.version === undefined) return TRANSFER_MESSAGES.noVersion;
    if (this.version !== BACKUP_VERSION) return TRANSFER_MESSAGES.badVersion(this.version);
    return null;
  }
}

/**
 * Restore from a Full Backup (docs/development/data-formats.md). A restore REPLACES the data set: every
 * table of DATASETS is emptied and refilled from the file, ids included, in one
 * transaction; a section missing from the file leaves its table empty. Users, sessions and
 * settings are kept. The file is checked record by record with the API's own rules first
 * (preview), and again while it is applied: any problem, or any conflict the database
 * finds (a reference to a missing hydrant, a duplicate id), rolls everything back.
 */
@Injectable()
export class RestoreService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly backups: BackupExportService,
  ) {}

  async preview(path: string): Promise<RestorePreviewDto> {
    const datasets = this.backups.datasets();
    const checker = await this.check(path, datasets, undefined);
    const current = await this.currentCounts(datasets);
    return {
      valid: checker.errorCount === 0,
      version: typeof checker.version === 'string' ? checker.version : null,
      system: checker.system,
      exportDate: checker.exportDate,
      datasets: datasets.map((dataset) => ({
        key: dataset.key,
        inFile: checker.inFile.get(dataset.key) ?? 0,
        current: current[dataset.key],
        presentInFile: checker.inFile.has(dataset.key),
      })),
      errorCount: checker.errorCount,
      errors: checker.issues,
    };
  }

  async apply(path: string): Promise<RestoreResultDto> {
    const datasets = this.backups.datasets();
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    let checker: Checker;
    const loader = new RestoreLoader(runner, datasets);
    try {
      await runner.startTransaction();
      // A restore replaces the data set in bulk: the audit trigger stands aside for this
      // transaction only, and the restore is recorded as one event instead of a row per record.
      await runner.query(`SELECT set_config('hydrant.audit', 'off', true)`);
      // The file brings its own out-of-service periods: the trigger stays quiet until they are in.
      await runner.query(`SELECT set_config('hydrant.restoring', 'on', true)`);
      await runner.query(`TRUNCATE ${datasets.map((dataset) => quoteIdentifier(dataset.table)).join(', ')}`);
      const bulk = new BulkLoad(
        runner,
        datasets.map((dataset) => dataset.table),
      );
      await bulk.pause();
      await loader.prepare();
      checker = await this.check(path, datasets, loader);
      if (checker.errorCount > 0) throw this.invalid(checker);
      await loader.finish();
      await bulk.resume();
      await runner.query(`SELECT set_config('hydrant.restoring', '', true)`);
      await reconcileOutOfService(runner.manager);
      // The file's alerts and data were never checked against each other: the next alert check is a full one.
      await requireFullAlertCheck(runner.manager);
      for (const dataset of datasets) {
        if (!dataset.identity) continue;
        const table = quoteIdentifier(dataset.table);
        const column = quoteIdentifier(dataset.identity);
        await runner.query(
          `SELECT setval(pg_get_serial_sequence($1, $2), GREATEST(coalesce(max(${column}), 0), 1), max(${column}) IS NOT NULL) FROM ${table}`,
          [dataset.table, dataset.identity],
        );
      }
      await runner.query(
        `INSERT INTO audit_log (actor_id, actor_name, action, new_values)
         VALUES (nullif(current_setting('hydrant.actor_id', true), '')::integer,
                 coalesce(nullif(current_setting('hydrant.actor_name', true), ''), 'system'), 'restore', $1)`,
        [JSON.stringify(Object.fromEntries(datasets.map((dataset) => [dataset.key, checker.inFile.get(dataset.key) ?? 0])))],
      );
      await runner.commitTransaction();
    } catch (error) {
      loader.abort();
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw this.asBadRequest(error);
    } finally {
      await runner.release();
    }
    return {
      restored: datasets.map((dataset) => ({ key: dataset.key, count: checker.inFile.get(dataset.key) ?? 0 })),
    };
  }

  /** Reads the whole file, checking structure, version and every record; writes the records when a loader is given. */
  private async check(path: string, datasets: ResolvedDataset[], loader: RestoreLoader | undefined): Promise<Checker> {
    const checker = new Checker(datasets);
    let versionChecked = false;
    const checkVersion = () => {
      if (versionChecked) return;
      versionChecked = true;
      const problem = checker.versionProblem();
      if (problem) checker.add({ section: null, record: null, field: null, message: problem });
    };
    try {
      for await (const event of readBackup(path)) {
        const dataset = checker.event(event);
        if (event.type === 'sectionEnd' && checker.errorCount === 0) await loader?.sectionEnd();
        if (!dataset || event.type !== 'records') continue;
        // The version heads the file (a backup writes it first): known before any record is used.
        checkVersion();
        for (let i = 0; i < event.values.length; i++) {
          const record = event.values[i];
          const number = event.first + i + 1;
          if (record === null || typeof record !== 'object' || Array.isArray(record)) {
            checker.add({ section: event.key, record: number, field: null, message: TRANSFER_MESSAGES.notRecord });
          } else {
            const fields = record as Record<string, unknown>;
            // Most records need no class-validator: checked without a promise each.
            const problems = quickRecordProblems(dataset, fields) ?? (await recordProblems(dataset, fields));
            for (const problem of problems) {
              checker.add({ section: event.key, record: number, field: problem.field, message: problem.message });
            }
          }
          if (!loader) continue;
          if (checker.errorCount > 0) throw this.invalid(checker);
          // A promise only when a COPY starts or a chunk is sent
          const writing = loader.record(dataset, record as Record<string, unknown>);
          if (writing) await writing;
        }
      }
      if (checker.errorCount === 0) await loader?.sectionEnd();
    } catch (error) {
      if (!(error instanceof BackupFileError)) throw error;
      checker.add({ section: null, record: null, field: null, message: error.message });
    }
    checkVersion();
    return checker;
  }

  private async currentCounts(datasets: ResolvedDataset[]): Promise<Record<string, number>> {
    const sql = datasets
      .map((dataset) => `SELECT '${dataset.key}' AS k, count(*)::int AS n FROM ${quoteIdentifier(dataset.table)}`)
      .join(' UNION ALL ');
    const rows = await this.dataSource.query<Array<{ k: string; n: number }>>(sql);
    return Object.fromEntries(rows.map((row) => [row.k, row.n]));
  }

  private invalid(checker: Checker): BadRequestException {
    return new BadRequestException({
      statusCode: 400,
      error: 'Bad Request',
      message: [TRANSFER_MESSAGES.restoreHasErrors],
      errors: {},
      errorCount: checker.errorCount,
      issues: checker.issues,
    });
  }

  /** Conflicts the database finds (references, duplicates, checks) become a 400; nothing was changed. */
  private asBadRequest(error: unknown): unknown {
    if (error instanceof BadRequestException) return error;
    // TypeORM wraps the driver's error; a COPY's comes as it is
    type DriverError = { code?: string; detail?: string; message?: string };
    const driver = (error as { driverError?: DriverError }).driverError ?? (error as DriverError);
    const code = driver?.code ?? '';
    if (code.startsWith('23') || code.startsWith('22')) {
      return new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: [`${TRANSFER_MESSAGES.restoreFailed}: ${driver?.detail ?? driver?.message ?? 'the data conflicts'}`],
        errors: {},
      });
    }
    return error;
  }
}
