import { booleanOf, checklistOf, hydrantTypeOf, ImportField, statusOf } from './import-columns.js';

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function text(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

function numeric(value: unknown): unknown {
  if (typeof value === 'number') return value;
  const trimmed = text(value);
  return NUMBER.test(trimmed) ? Number(trimmed) : trimmed;
}

/**
 * A cell as the API's create DTO expects the field: blank required fields stay undefined
 * (so the DTO reports SPEC §5's "... is required"), blank optional ones become null,
 * numbers written as text become numbers, statuses and checklist items may be written as
 * the forms label them. Anything else is passed on as it is, for the DTO to name.
 */
export function cellValue(field: ImportField, value: unknown): unknown {
  switch (field) {
    case 'hydrantId':
    case 'address':
    case 'area':
      return isBlank(value) ? undefined : text(value);
    case 'inspector':
    case 'notes':
    case 'manufacturer':
    case 'outOfServiceReason':
      return isBlank(value) ? null : text(value);
    case 'outletCount':
    case 'mainSize':
    case 'installYear':
      return isBlank(value) ? null : numeric(value);
    case 'hydrantType':
      return isBlank(value) ? null : hydrantTypeOf(text(value));
    case 'ownership':
      return isBlank(value) ? null : text(value).toLowerCase();
    case 'hasIsolationValve':
      if (typeof value === 'boolean') return value;
      return isBlank(value) ? null : booleanOf(text(value));
    case 'outletSizes':
      if (Array.isArray(value)) return value;
      return isBlank(value)
        ? []
        : text(value)
            .split(/[;|,]/)
            .map((item) => numeric(item.trim()));
    case 'latitude':
    case 'longitude':
      return isBlank(value) ? undefined : numeric(value);
    case 'pressure':
    case 'flowRate':
      return isBlank(value) ? null : numeric(value);
    case 'status':
      return isBlank(value) ? undefined : statusOf(text(value));
    case 'lastInspection':
    case 'expectedReturn':
      if (isBlank(value)) return null;
      return value instanceof Date ? value.toISOString().slice(0, 10) : text(value);
    case 'checklist':
      if (Array.isArray(value))
        return (value as unknown[]).map((item): unknown => (typeof item === 'string' ? (checklistOf(item)[0] ?? item) : item));
      return isBlank(value) ? [] : checklistOf(text(value));
  }
}
