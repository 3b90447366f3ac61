import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { DataSource, EntityManager } from 'typeorm';
import { inspectionChanged, onStatusChanges } from '../../alerts/alert-rules.js';
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
import { COLUMN_LABELS, IMPORT_FIELDS, ImportField, PERIOD_FIELDS, REQUIRED_COLUMNS } from './import-columns.js';
import { ImportTable, RawRow, readCsv, readGeoJson, readXlsx } from './import-rows.js';

const LOOKUP_BATCH = 1000;
const WRITE_BATCH = 1000;
const MAX_ROWS_LISTED = 200;

/** Database column of each imported field. */
const COLUMN: Record<ImportField, string> = {
  hydrantId: 'hydrant_id',
  address: 'address',
  latitude: 'latitude',
  longitude: 'longitude',
  status: 'status',
  area: 'area',
  pressure: 'pressure',
  flowRate: 'flow_rate',
  lastInspection: 'last_inspection',
  inspector: 'inspector',
  checklist: 'checklist',
  notes: 'notes',
  hydrantType: 'hydrant_type',
  outletCount: 'outlet_count',
  outletSizes: 'outlet_sizes',
  mainSize: 'main_size',
  manufacturer: 'manufacturer',
  installYear: 'install_year',
  ownership: 'ownership',
  hasIsolationValve: 'has_isolation_valve',
  outOfServiceReason: 'out_of_service_reason',
  expectedReturn: 'expected_return',
};

export const IMPORT_MESSAGES = {
  missingColumn: (field: ImportField) => `The file has no "${COLUMN_LABELS[field]}" column`,
  duplicate: (hydrantId: string, first: number) => `Hydrant ID ${hydrantId} appears more than once (first in row ${first})`,
  noRows: 'The file has no hydrant rows',
} as const;

interface CheckedRow {
  row: number;
  input: CreateHydrantDto;
  errors: Array<{ field: string; message: string }>;
}

interface Checked {
  preview: HydrantImportPreviewDto;
  fields: Set<ImportField>;
  valid: CheckedRow[];
}

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

/**
 * Hydrant import from CSV, .xlsx or GeoJSON (DECISIONS §8). Each row is checked with the
 * API's own create rules (SPEC §5's messages), matched to the registry by hydrantId
 * (an existing one is updated, a new one added), and the whole file is applied in one
 * transaction, or refused while any row has an error. Columns the file does not have
 * leave those fields of an updated hydrant as they are; an empty cell clears an optional
 * field; an empty status keeps the hydrant's (operational for a new one).
 */
@Injectable()
export class HydrantImportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async preview(path: string, format: ImportFormat): Promise<HydrantImportPreviewDto> {
    return (await this.check(path, format, this.dataSource.manager)).preview;
  }

  async apply(path: string, format: ImportFormat): Promise<HydrantImportResultDto> {
    return this.dataSource.transaction(async (manager) => {
      const { preview, fields, valid } = await this.check(path, format, manager);
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
      let added = 0;
      let updated = 0;
      for (let i = 0; i < valid.length; i += WRITE_BATCH) {
        const result = await this.write(manager, fields, valid.slice(i, i + WRITE_BATCH));
        added += result.added;
        updated += result.updated;
      }
      return { added, updated };
    });
  }

  private async read(path: string, format: ImportFormat): Promise<ImportTable> {
    if (format === 'csv') return readCsv(path);
    if (format === 'xlsx') return readXlsx(path);
    return readGeoJson(path);
  }

  private async check(path: string, format: ImportFormat, manager: EntityManager): Promise<Checked> {
    const table = await this.read(path, format);
    const fileErrors = [...table.fileErrors];
    if (fileErrors.length === 0) {
      for (const field of REQUIRED_COLUMNS) if (!table.fields.has(field)) fileErrors.push(IMPORT_MESSAGES.missingColumn(field));
    }
    const errors: ImportRowErrorDto[] = [];
    const errorRows: ImportRowDto[] = [];
    const okRows: ImportRowDto[] = [];
    const valid: CheckedRow[] = [];
    const firstRowOf = new Map<string, number>();
    let totalRows = 0;
    let rowsWithErrors = 0;
    let toAdd = 0;
    let toUpdate = 0;
    let batch: CheckedRow[] = [];

    const settle = async () => {
      const ids = batch.filter((row) => row.errors.length === 0).map((row) => row.input.hydrantId);
      const existing = new Set<string>();
      for (let i = 0; i < ids.length; i += LOOKUP_BATCH) {
        const rows = await manager.query<Array<{ hydrant_id: string }>>(
          'SELECT hydrant_id FROM hydrants WHERE hydrant_id = ANY($1::varchar[])',
          [ids.slice(i, i + LOOKUP_BATCH)],
        );
        rows.forEach((row) => existing.add(row.hydrant_id));
      }
      for (const row of batch) {
        const hydrantId = typeof row.input.hydrantId === 'string' ? row.input.hydrantId : null;
        const summary = {
          row: row.row,
          hydrantId,
          address: typeof row.input.address === 'string' ? row.input.address : null,
          area: typeof row.input.area === 'string' ? row.input.area : null,
        };
        if (row.errors.length > 0) {
          rowsWithErrors += 1;
          for (const error of row.errors)
            if (errors.length < MAX_ERRORS_LISTED) errors.push({ row: row.row, hydrantId, ...error });
          if (errorRows.length < MAX_ROWS_LISTED) errorRows.push({ ...summary, action: 'error' });
          continue;
        }
        const action = existing.has(row.input.hydrantId) ? 'update' : 'add';
        if (action === 'add') toAdd += 1;
        else toUpdate += 1;
        if (okRows.length < MAX_ROWS_LISTED) okRows.push({ ...summary, action });
        valid.push(row);
      }
      batch = [];
    };

    if (fileErrors.length === 0) {
      for await (const raw of table.rows) {
        totalRows += 1;
        const { input, errors: problems } = await rowErrors(raw, table.fields);
        if (typeof input.hydrantId === 'string' && !problems.some((p) => p.field === 'hydrantId')) {
          const first = firstRowOf.get(input.hydrantId);
          if (first !== undefined)
            problems.push({ field: 'hydrantId', message: IMPORT_MESSAGES.duplicate(input.hydrantId, first) });
          else firstRowOf.set(input.hydrantId, raw.row);
        }
        batch.push({ row: raw.row, input, errors: problems });
        if (batch.length >= LOOKUP_BATCH) await settle();
      }
      await settle();
      // A read error part-way (a broken CSV) is only known once the rows have been read.
      fileErrors.push(...table.fileErrors.filter((error) => !fileErrors.includes(error)));
    }
    const rows = [...errorRows, ...okRows].slice(0, MAX_ROWS_LISTED);
    return {
      fields: table.fields,
      valid,
      preview: {
        valid: fileErrors.length === 0 && rowsWithErrors === 0 && totalRows > 0,
        totalRows,
        toAdd,
        toUpdate,
        rowsWithErrors,
        fileErrors,
        ignoredColumns: table.ignoredColumns,
        errors,
        rows,
      },
    };
  }

  /** Updates the rows whose hydrantId exists, then adds the others (both set-based, in the caller's transaction). */
  private async write(
    manager: EntityManager,
    fields: Set<ImportField>,
    rows: CheckedRow[],
  ): Promise<{ added: number; updated: number }> {
    const present = IMPORT_FIELDS.filter((field) => fields.has(field) && !PERIOD_FIELDS.includes(field));
    const json = JSON.stringify(
      rows.map((row) =>
        Object.fromEntries(present.map((field) => [COLUMN[field], row.input[field as keyof CreateHydrantDto] ?? null])),
      ),
    );
    const setters = present
      .filter((field) => field !== 'hydrantId')
      .map((field) =>
        field === 'status'
          ? `status = COALESCE(x.status, h.status)`
          : field === 'outletSizes'
            ? `outlet_sizes = COALESCE(x.outlet_sizes, '{}')`
            : `${COLUMN[field]} = x.${COLUMN[field]}`,
      );
    // `old` locks the rows and keeps their status from before the change (for the status alerts).
    const [updated] = await manager.query<[Array<{ id: number; old_status: string }>, number]>(
      `UPDATE hydrants h SET ${[...setters, 'version = h.version + 1', 'updated_at = now()'].join(', ')}
       FROM json_populate_recordset(NULL::hydrants, $1::json) x,
            (SELECT id, status FROM hydrants
             WHERE hydrant_id IN (SELECT hydrant_id FROM json_populate_recordset(NULL::hydrants, $1::json)) FOR UPDATE) old
       WHERE h.hydrant_id = x.hydrant_id AND old.id = h.id RETURNING h.id, old.status AS old_status`,
      [json],
    );
    const columns = present.map((field) => COLUMN[field]);
    const values = present.map((field) =>
      field === 'status'
        ? `COALESCE(x.status, 'operational')`
        : field === 'checklist' || field === 'outletSizes'
          ? `COALESCE(x.${COLUMN[field]}, '{}')`
          : `x.${COLUMN[field]}`,
    );
    const inserted = await manager.query<Array<{ id: number }>>(
      `INSERT INTO hydrants (${columns.join(', ')}) SELECT ${values.join(', ')}
       FROM json_populate_recordset(NULL::hydrants, $1::json) x
       WHERE NOT EXISTS (SELECT 1 FROM hydrants h WHERE h.hydrant_id = x.hydrant_id) RETURNING id`,
      [json],
    );
    await this.writePeriods(manager, fields, rows);
    // The alert rules for what the file changed, in this transaction (DECISIONS §3).
    if (fields.has('status')) {
      await onStatusChanges(
        manager,
        updated.map((row) => row.id),
        updated.map((row) => row.old_status),
      );
    }
    const inspected = fields.has('lastInspection') ? updated.map((row) => row.id) : [];
    await inspectionChanged(manager, [...inspected, ...inserted.map((row) => row.id)]);
    return { added: inserted.length, updated: updated.length };
  }

  /**
   * The file's out-of-service reason and expected return go to each hydrant's open period
   * (the trigger opened it, saying 'Not recorded', when the row set the status).
   */
  private async writePeriods(manager: EntityManager, fields: Set<ImportField>, rows: CheckedRow[]): Promise<void> {
    if (!PERIOD_FIELDS.some((field) => fields.has(field))) return;
    const json = JSON.stringify(
      rows.map((row) => ({
        hydrant_id: row.input.hydrantId,
        reason: row.input.outOfServiceReason ?? null,
        expected_return: row.input.expectedReturn ?? null,
      })),
    );
    await manager.query(
      `UPDATE hydrant_out_of_service o
       SET reason = CASE WHEN $2 THEN coalesce(x.reason, o.reason) ELSE o.reason END,
           expected_return = CASE WHEN $3 THEN x.expected_return ELSE o.expected_return END
       FROM json_to_recordset($1::json) AS x(hydrant_id text, reason text, expected_return date)
       JOIN hydrants h ON h.hydrant_id = x.hydrant_id
       WHERE o.hydrant_id = h.id AND o.ended_at IS NULL`,
      [json, fields.has('outOfServiceReason'), fields.has('expectedReturn')],
    );
  }
}
