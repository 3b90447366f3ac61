/** The Full Backup file format (docs/development/data-formats.md). */
export const BACKUP_VERSION = '1.0';
/** SPEC §9: a backup carries the system name. */
export const SYSTEM_NAME = 'HydrantOps';

/** Top-level keys that are not datasets. */
export const META_KEYS = ['version', 'system', 'exportDate', 'totalHydrants', 'totalMaintenanceRecords', 'counts'] as const;

/** SPEC §9's JSON export names maintenance history this way; totalMaintenanceRecords counts it. */
export const MAINTENANCE_HISTORY_KEY = 'maintenanceHistory';

/** Errors listed in a preview (the total is always given). */
export const MAX_ERRORS_LISTED = 200;

export const TRANSFER_MESSAGES = {
  notOctetStream: 'Send the file itself as the request body (Content-Type: application/octet-stream)',
  emptyFile: 'The file is empty',
  tooLarge: (limitMb: number) => `The file is larger than the limit of ${limitMb.toLocaleString('en-US')} MB`,
  notJson: 'The file is not valid JSON',
  notObject: 'A Full Backup is a JSON object',
  noVersion: 'Not a Full Backup: the version is missing',
  badVersion: (version: unknown) =>
    `Backup version ${JSON.stringify(version)} is not supported (this console reads ${BACKUP_VERSION})`,
  unknownSection: (key: string) => `Unknown section "${key}"`,
  notArray: (key: string) => `Section "${key}" must be a list of records`,
  notRecord: 'A record must be an object',
  duplicateSection: (key: string) => `Section "${key}" appears more than once`,
  order: (key: string, before: string) => `Section "${key}" must come before "${before}"`,
  unknownField: (field: string) => `Unknown field "${field}"`,
  forbiddenKey: (field: string) => `Field name "${field}" is not allowed`,
  restoreFailed: 'The backup was not restored; nothing was changed',
  importHasErrors: (rows: number) =>
    `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row has' : 'rows have'} errors; nothing was imported`,
  restoreHasErrors: 'The backup has errors; nothing was changed',
} as const;
