import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { DataSource, QueryRunner } from 'typeorm';
import { hasControlCharacter } from '../../common/input-text.js';
import { CreateHydrantDto } from '../../hydrants/dto/create-hydrant.dto.js';
import { MAX_ERRORS_LISTED, TRANSFER_MESSAGES } from '../backup-format.js';
import {
  HydrantImportPreviewDto,
  HydrantImportResultDto,
  ImportFormat,
  ImportRowDto,
  ImportRowErrorDto,
} from '../dto/hydrant-import.dto.js';
import { cellValue } from './import-cells.js';
import { surelyValid } from './fast-check.js';
import { COLUMN_LABELS, ImportField, REQUIRED_COLUMNS } from './import-columns.js';
import { ImportTable, RawRow, readCsv, readGeoJson, readXlsx } from './import-rows.js';
import { DuplicateRow, ImportStaging } from './import-staging.js';
import { rowData, writeStaged } from './import-write.js';

const MAX_ROWS_LISTED = 200;
/** work_mem of an import's transaction (the server's default is usually 4MB). */
const IMPORT_WORK_MEM = '64MB';

export const IMPORT_MESSAGES = {
  missingColumn: (field: ImportField) => `The file has no "${COLUMN_LABELS[field]}" column`,
  duplicate: (hydrantId: string, first: number) => `Hydrant ID ${hydrantId} appears more than once (first in row ${first})`,
  noRows: 'The file has no hydrant rows',
} as const;

/** The first message of each field (a missing value reports its "... is required" first). */
async function rowErrors(
  raw: RawRow,
  fields: Set<ImportField>,
): Promise<{ input: CreateHydrantDto; errors: Array<{ field: string; message: string }> }> {
  const plain: Record<string, unknown> = {};
  for (const field of fields) plain[field] = cellValue(field, raw.cells[field]);
  const input = plainToInstance(CreateHydrantDto, plain);
  const errors: Array<{ field: string; message: string }> = [];
  if (raw.problem) errors.push(raw.problem);
  for (const error of await validate(input, { whitelist: true, forbidUnknownValues: false })) {
    const constraints = error.constraints ?? {};
    const message =
      constraints.isNotEmpty && (error.value === undefined || error.value === null || error.value === '')
        ? constraints.isNotEmpty
        : Object.values(constraints)[0];
    if (message) errors.push({ field: error.property, message });
  }
  for (const [field, value] of Object.entries(plain)) {
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((item) => typeof item === 'string' && hasControlCharacter(item)) && !errors.some((e) => e.field === field)) {
      errors.push({ field, message: `${COLUMN_LABELS[field as ImportField]} must not contain control characters` });
    }
  }
  return { input, errors };
}

/** The file's problems with the required columns it lacks. */
function missingColumns(fields: Set<ImportField>): string[] {
  return REQUIRED_COLUMNS.filter((field) => !fields.has(field)).map((field) => IMPORT_MESSAGES.missingColumn(field));
}

/** A row with an error, as the preview lists it. */
interface ErrorRow {
  row: number;
  hydrantId: string | null;
  address: string | null;
  area: string | null;
  errors: Array<{ field: string; message: string }>;
}

interface Checked {
  preview: HydrantImportPreviewDto;
  fields: Set<ImportField>;
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Hydrant import from CSV, .xlsx or GeoJSON (DECISIONS §8). Each row is checked with the
 * API's own create rules (SPEC §5's messages), matched to the registry by hydrantId
 * (an existing one is updated, a new one added), and the whole file is applied in one
 * transaction, or refused while any row has an error. Columns the file does not have
 * leave those fields of an updated hydrant as they are; an empty cell clears an optional
 * field; an empty status keeps the hydrant's (operational for a new one).
 *
 * The rows are read as a stream and loaded with COPY into a temporary table of the
 * request's transaction (import-staging.ts); duplicates, the adds and updates and the
 * writes are set-based SQL on it. Only the first rows with errors are kept in memory.
 */
@Injectable()
export class HydrantImportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async preview(path: string, format: ImportFormat): Promise<HydrantImportPreviewDto> {
    return this.staged(path, format, false, ({ preview }) => Promise.resolve(preview));
  }

  async apply(path: string, format: ImportFormat): Promise<HydrantImportResultDto> {
    return this.staged(path, format, true, async ({ preview, fields }, runner) => {
      if (!preview.valid) {
        const message =
          preview.fileErrors.length > 0 || preview.totalRows === 0
            ? [
                ...preview.fileErrors,
                ...(preview.totalRows === 0 && preview.fileErrors.length === 0 ? [IMPORT_MESSAGES.noRows] : []),
              ]
            : [TRANSFER_MESSAGES.importHasErrors(preview.rowsWithErrors)];
        throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message, errors: {}, preview });
      }
      return writeStaged(runner, fields);
    });
  }

  /** Checks the file in a transaction of its own connection; commits what `use` wrote only when applying. */
  private async staged<T>(
    path: string,
    format: ImportFormat,
    applying: boolean,
    use: (checked: Checked, runner: QueryRunner) => Promise<T>,
  ): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const staging = new ImportStaging(runner);
    try {
      await runner.startTransaction();
      // The import's set-based statements (duplicates, the count triggers' transition tables and
      // aggregates) group up to a million rows: room to do it in memory rather than in temp files.
      await runner.query(`SELECT set_config('work_mem', '${IMPORT_WORK_MEM}', true)`);
      const result = await use(await this.check(path, format, staging, applying), runner);
      if (applying) await runner.commitTransaction();
      else await runner.rollbackTransaction();
      return result;
    } catch (error) {
      staging.abort();
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  private async read(path: string, format: ImportFormat): Promise<ImportTable> {
    if (format === 'csv') return readCsv(path);
    if (format === 'xlsx') return readXlsx(path);
    return readGeoJson(path);
  }

  private async check(path: string, format: ImportFormat, staging: ImportStaging, withData: boolean): Promise<Checked> {
    const table = await this.read(path, format);
    try {
      return await this.checkRows(table, staging, withData);
    } finally {
      table.close?.();
    }
  }

  private async checkRows(table: ImportTable, staging: ImportStaging, withData: boolean): Promise<Checked> {
    const fileErrors = [...table.fileErrors];
    if (fileErrors.length === 0 && !table.columnsAfterRows) fileErrors.push(...missingColumns(table.fields));
    const firstBad: ErrorRow[] = [];
    let totalRows = 0;
    let rowsWithErrors = 0;
    let toAdd = 0;
    let toUpdate = 0;
    let listed: ErrorRow[] = [];
    let okRows: ImportRowDto[] = [];

    const staged = fileErrors.length === 0;
    if (staged) {
      await staging.open();
      for await (const batch of table.rows) {
        for (const raw of batch) {
          totalRows += 1;
          const plain: Partial<Record<ImportField, unknown>> = {};
          for (const field of table.fields) plain[field] = cellValue(field, raw.cells[field]);
          const { input, errors } =
            !raw.problem && surelyValid(plain) ? { input: plain, errors: [] } : await rowErrors(raw, table.fields);
          const hydrantId = textOrNull(input.hydrantId);
          // A row whose hydrantId is wrong is not matched, nor counted as the first of a duplicate.
          const key = hydrantId !== null && !errors.some((e) => e.field === 'hydrantId') ? hydrantId : null;
          const bad = errors.length > 0;
          if (bad) {
            rowsWithErrors += 1;
            if (firstBad.length < MAX_ROWS_LISTED)
              firstBad.push({
                row: raw.row,
                hydrantId,
                address: textOrNull(input.address),
                area: textOrNull(input.area),
                errors,
              });
          }
          staging.add({
            row: raw.row,
            hydrantId: key,
            bad,
            address: bad ? null : textOrNull(input.address),
            area: bad ? null : textOrNull(input.area),
            data: withData && !bad ? rowData(table.fields, input) : undefined,
          });
        }
        await staging.drain();
      }
      await staging.close();
      // A read error part-way (a broken file) is only known once the rows have been read, and so
      // are a GeoJSON file's columns.
      fileErrors.push(...table.fileErrors.filter((error) => !fileErrors.includes(error)));
      if (fileErrors.length === 0 && table.columnsAfterRows) fileErrors.push(...missingColumns(table.fields));
    }
    if (fileErrors.length > 0 && table.wholeFile) {
      // Refused as a whole: nothing of it is reported row by row (what was staged is rolled back).
      totalRows = 0;
      rowsWithErrors = 0;
    } else if (staged) {
      const duplicates = await staging.duplicates(MAX_ROWS_LISTED);
      rowsWithErrors += duplicates.onlyDuplicate;
      listed = withDuplicates(firstBad, duplicates.rows);
      const good = await staging.goodRows(MAX_ROWS_LISTED);
      toAdd = good.toAdd;
      toUpdate = good.toUpdate;
      okRows = good.rows.map((row) => ({
        row: row.row,
        hydrantId: row.hydrantId,
        address: row.address,
        area: row.area,
        action: row.exists ? 'update' : 'add',
      }));
    }
    const errors: ImportRowErrorDto[] = listed
      .flatMap((row) => row.errors.map((error) => ({ row: row.row, hydrantId: row.hydrantId, ...error })))
      .slice(0, MAX_ERRORS_LISTED);
    const errorRows: ImportRowDto[] = listed.map(({ row, hydrantId, address, area }) => ({
      row,
      hydrantId,
      address,
      area,
      action: 'error',
    }));
    return {
      fields: table.fields,
      preview: {
        valid: fileErrors.length === 0 && rowsWithErrors === 0 && totalRows > 0,
        totalRows,
        toAdd,
        toUpdate,
        rowsWithErrors,
        fileErrors,
        ignoredColumns: table.ignoredColumns,
        errors,
        rows: [...errorRows, ...okRows].slice(0, MAX_ROWS_LISTED),
      },
    };
  }
}

/**
 * The first rows with errors in file order: those with errors of their own (the first ones,
 * as read) and the duplicates (the first ones, from SQL), a duplicate's message after the
 * row's own. A duplicate that has errors of its own but is not among the first rows read
 * with errors comes after all of them, so it is left out.
 */
function withDuplicates(firstBad: ErrorRow[], duplicates: DuplicateRow[]): ErrorRow[] {
  const byRow = new Map(firstBad.map((row) => [row.row, { ...row, errors: [...row.errors] }]));
  for (const duplicate of duplicates) {
    const message = { field: 'hydrantId', message: IMPORT_MESSAGES.duplicate(duplicate.hydrantId, duplicate.first) };
    const known = byRow.get(duplicate.row);
    if (known) known.errors.push(message);
    else if (!duplicate.bad)
      byRow.set(duplicate.row, {
        row: duplicate.row,
        hydrantId: duplicate.hydrantId,
        address: duplicate.address,
        area: duplicate.area,
        errors: [message],
      });
  }
  return [...byRow.values()].sort((a, b) => a.row - b.row).slice(0, MAX_ROWS_LISTED);
}
