import type { DataSource } from 'typeorm';
import type { Dataset } from './datasets.js';

/** How a column's value is written in the backup file and checked on the way back. */
export type ColumnKind = 'integer' | 'number' | 'text' | 'uuid' | 'date' | 'timestamp' | 'boolean' | 'json' | 'bytes';

export interface DatasetColumn {
  /** Name in the file (the entity's property name). */
  property: string;
  /** Name in the table. */
  column: string;
  kind: ColumnKind;
  isArray: boolean;
  nullable: boolean;
  maxLength?: number;
  /** Integer bounds. */
  min?: number;
  max?: number;
}

export interface ResolvedDataset extends Dataset {
  table: string;
  columns: DatasetColumn[];
  primaryKey: string[];
  /** Identity column whose sequence is moved past the restored ids. */
  identity?: string;
}

const INTEGER_RANGES: Record<string, [number, number]> = {
  smallint: [-32768, 32767],
  integer: [-2147483648, 2147483647],
  int: [-2147483648, 2147483647],
  int4: [-2147483648, 2147483647],
  bigint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

function kindOf(type: string): ColumnKind {
  if (type in INTEGER_RANGES) return 'integer';
  if (/^(double precision|real|float|numeric|decimal)/.test(type)) return 'number';
  if (type === 'uuid') return 'uuid';
  if (type === 'date') return 'date';
  if (type.startsWith('timestamp')) return 'timestamp';
  if (type === 'boolean' || type === 'bool') return 'boolean';
  if (type === 'json' || type === 'jsonb') return 'json';
  if (type === 'bytea') return 'bytes';
  return 'text';
}

/** The dataset's table and columns, read from the TypeORM metadata (so a new column needs no change here). */
export function resolveDataset(dataSource: DataSource, dataset: Dataset): ResolvedDataset {
  const metadata = dataSource.getMetadata(dataset.entity);
  const columns: DatasetColumn[] = metadata.columns
    .filter((column) => column.isSelect !== false)
    .map((column) => {
      const type = dataSource.driver.normalizeType(column);
      const kind = kindOf(type);
      const range = INTEGER_RANGES[type];
      return {
        property: column.propertyName,
        column: column.databaseName,
        kind,
        isArray: column.isArray,
        nullable: column.isNullable,
        maxLength: column.length ? Number(column.length) : undefined,
        min: range?.[0],
        max: range?.[1],
      };
    });
  const identity = metadata.primaryColumns.find((column) => column.isGenerated && column.generationStrategy !== 'uuid');
  return {
    ...dataset,
    table: metadata.tableName,
    columns,
    primaryKey: metadata.primaryColumns.map((column) => column.databaseName),
    identity: identity?.databaseName,
  };
}

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;
export { quote as quoteIdentifier };

/** SQL giving each row as the JSON text of its backup record, in primary-key order. */
export function exportSql(dataset: ResolvedDataset): string {
  const pairs = dataset.columns.map((column) => {
    const name = quote(column.column);
    const value = column.kind === 'bytes' ? `translate(encode(${name}, 'base64'), E'\\n', '')` : name;
    return `'${column.property}', ${value}`;
  });
  // json_build_object takes at most 100 arguments: chunks of 50 pairs merged with ||.
  const chunks: string[] = [];
  for (let i = 0; i < pairs.length; i += 50) chunks.push(`jsonb_build_object(${pairs.slice(i, i + 50).join(', ')})`);
  const record = chunks.length === 1 ? chunks[0].replace(/^jsonb_/, 'json_') : `(${chunks.join(' || ')})`;
  return `SELECT ${record}::text AS r FROM ${quote(dataset.table)} ORDER BY ${dataset.primaryKey.map(quote).join(', ')}`;
}
