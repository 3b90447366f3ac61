import type { ReadSnapshot } from '../common/cursor-rows.js';
import { FLOW_CLASS_SQL } from '../hydrants/hydrant.constants.js';

/** Timestamps in file names: YYYY-MM-DD-HHmmss (UTC). */
export function fileTimestamp(now = new Date()): string {
  return now.toISOString().slice(0, 19).replace('T', '-').replace(/:/g, '');
}

const ISO_INSTANT = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** SPEC §9: the Reports page CSV (and TSV) columns, in order. */
export const REPORT_CSV_COLUMNS = [
  'Hydrant ID',
  'Address',
  'Area',
  'Status',
  'Pressure (PSI)',
  'Last Inspection',
  'Latitude',
  'Longitude',
  'Notes',
];

export const REPORT_CSV_SQL = `SELECT h.hydrant_id, h.address, h.area, h.status, h.pressure,
    to_char(h.last_inspection, 'YYYY-MM-DD') AS last_inspection, h.latitude, h.longitude, h.notes
  FROM hydrants h ORDER BY h.hydrant_id`;

/** The workbook's Hydrants sheet: every field of a hydrant (photos counted). */
export const HYDRANT_SHEET_COLUMNS = [
  { header: 'Hydrant ID', width: 14 },
  { header: 'Address', width: 32 },
  { header: 'Area', width: 18 },
  { header: 'Status', width: 15 },
  { header: 'Latitude', width: 12 },
  { header: 'Longitude', width: 12 },
  { header: 'Pressure (PSI)' },
  { header: 'Flow Rate (GPM)' },
  { header: 'NFPA Class' },
  { header: 'Last Inspection', width: 15 },
  { header: 'Inspector', width: 18 },
  { header: 'Checklist', width: 40 },
  { header: 'Notes', width: 40 },
  { header: 'Photos' },
  { header: 'Created', width: 25 },
  { header: 'Updated', width: 25 },
];

export const HYDRANT_SHEET_SQL = `SELECT h.hydrant_id, h.address, h.area, h.status, h.latitude, h.longitude, h.pressure, h.flow_rate,
    ${FLOW_CLASS_SQL} AS flow_class, to_char(h.last_inspection, 'YYYY-MM-DD') AS last_inspection, h.inspector,
    array_to_string(h.checklist, '; ') AS checklist, h.notes,
    (SELECT count(*)::int FROM hydrant_photos p WHERE p.hydrant_id = h.id) AS photos,
    ${ISO_INSTANT('h.created_at')} AS created_at, ${ISO_INSTANT('h.updated_at')} AS updated_at
  FROM hydrants h ORDER BY h.hydrant_id`;

/** A hydrant as the JSON export writes it (the API's hydrant fields, photos as URLs). */
export const HYDRANT_JSON_SQL = `SELECT h.id, h.hydrant_id AS "hydrantId", h.address, h.latitude, h.longitude, h.status, h.pressure,
    h.flow_rate AS "flowRate", ${FLOW_CLASS_SQL} AS "flowClass", to_char(h.last_inspection, 'YYYY-MM-DD') AS "lastInspection",
    h.area, h.inspector, h.checklist, h.notes,
    ARRAY(SELECT '/api/hydrant-photos/' || p.id::text FROM hydrant_photos p WHERE p.hydrant_id = h.id ORDER BY p.position) AS photos,
    ${ISO_INSTANT('h.created_at')} AS "createdAt", ${ISO_INSTANT('h.updated_at')} AS "updatedAt"
  FROM hydrants h ORDER BY h.id`;

export const HYDRANT_GEOJSON_SQL = `SELECT h.id, h.hydrant_id, h.address, h.area, h.status, h.latitude, h.longitude, h.pressure,
    h.flow_rate, ${FLOW_CLASS_SQL} AS flow_class, to_char(h.last_inspection, 'YYYY-MM-DD') AS last_inspection, h.inspector, h.notes
  FROM hydrants h ORDER BY h.id`;

export const ZONE_SHEET_COLUMNS = [
  { header: 'Name', width: 20 },
  { header: 'Color' },
  { header: 'Description', width: 30 },
  { header: 'Assigned Personnel', width: 30 },
  { header: 'Points' },
  { header: 'Coordinates (lat, lng)', width: 60 },
  { header: 'Created', width: 25 },
  { header: 'Updated', width: 25 },
];

export const ZONE_SQL = `SELECT z.id, z.name, z.color, z.description, z.assigned_personnel, z.coordinates,
    ${ISO_INSTANT('z.created_at')} AS created_at, ${ISO_INSTANT('z.updated_at')} AS updated_at
  FROM zones z ORDER BY z.id`;

/**
 * Tables of other features exported as they are (every column but binary and geometric
 * ones), in the workbook and, for maintenance history, the JSON export. Absent tables are
 * left out.
 */
export const GENERIC_DATASETS = [
  { table: 'maintenance_history', sheet: 'Maintenance History' },
  { table: 'maintenance_schedules', sheet: 'Maintenance Schedules' },
  { table: 'alerts', sheet: 'Alerts' },
  { table: 'equipment', sheet: 'Equipment' },
  { table: 'personnel', sheet: 'Personnel' },
] as const;

interface ColumnInfo {
  column_name: string;
  data_type: string;
}

const SKIPPED_TYPES = new Set(['bytea', 'USER-DEFINED', 'point', 'polygon', 'line', 'lseg', 'box', 'path', 'circle', 'tsvector']);
const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const title = (name: string) =>
  name
    .split('_')
    .map((word) => (word === 'id' ? 'ID' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export interface GenericQuery {
  sql: string;
  headers: string[];
}

/** Tables (of the names asked) present in the current schema. */
export async function presentDatasetTables(snapshot: ReadSnapshot, names: readonly string[]): Promise<Set<string>> {
  const rows = await snapshot.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ANY($1::text[])`,
    [names],
  );
  return new Set(rows.map((row) => row.name));
}

/**
 * SELECT of a table's exportable columns in id order. `sheet`: values as cell text (dates,
 * instants ISO, lists joined by '; ', JSON as text) with a 'Hydrant' label column after
 * hydrant_id; `json`: camelCase keys and JSON values.
 */
export async function genericQuery(snapshot: ReadSnapshot, table: string, mode: 'sheet' | 'json'): Promise<GenericQuery> {
  const columns = (
    await snapshot.query<ColumnInfo>(
      `SELECT column_name, data_type FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
      [table],
    )
  ).filter((column) => !SKIPPED_TYPES.has(column.data_type));
  const select: string[] = [];
  const headers: string[] = [];
  for (const { column_name: name, data_type: type } of columns) {
    const ref = `t.${quoteIdent(name)}`;
    let expression = ref;
    if (type === 'date') expression = `to_char(${ref}, 'YYYY-MM-DD')`;
    else if (type === 'timestamp with time zone') expression = ISO_INSTANT(ref);
    else if (type === 'timestamp without time zone') expression = `to_char(${ref}, 'YYYY-MM-DD"T"HH24:MI:SS.MS')`;
    else if (mode === 'sheet' && type === 'ARRAY') expression = `array_to_string(${ref}, '; ')`;
    else if (mode === 'sheet' && (type === 'json' || type === 'jsonb')) expression = `${ref}::text`;
    else if (type === 'bigint' || type === 'numeric') expression = `${ref}::text`;
    select.push(`${expression} AS ${quoteIdent(mode === 'json' ? camel(name) : name)}`);
    headers.push(name === 'hydrant_id' ? 'Hydrant Record' : title(name));
    if (mode === 'sheet' && name === 'hydrant_id') {
      select.push(`(SELECT h.hydrant_id FROM hydrants h WHERE h.id = t.hydrant_id) AS hydrant_label`);
      headers.push('Hydrant ID');
    }
  }
  const order = columns.some((column) => column.column_name === 'id') ? 'ORDER BY t.id' : '';
  return { sql: `SELECT ${select.join(', ') || 'NULL AS none'} FROM ${quoteIdent(table)} t ${order}`, headers };
}
