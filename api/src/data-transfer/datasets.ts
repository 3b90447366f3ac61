import { Alert } from '../alerts/alert.entity.js';
import { DepartmentSettings } from '../calendar/department-settings.entity.js';
import { CreateEquipmentDto } from '../equipment/dto/create-equipment.dto.js';
import { Equipment } from '../equipment/equipment.entity.js';
import { ServiceLogEntry } from '../equipment/service-log-entry.entity.js';
import { FlowTest } from '../flow-tests/flow-test.entity.js';
import { HydrantPhoto } from '../hydrants/hydrant-photo.entity.js';
import { HydrantOutOfService } from '../hydrants/hydrant-out-of-service.entity.js';
import { MaintenanceSchedule } from '../maintenance/maintenance-schedule.entity.js';
import { MaintenanceRecordPhoto } from '../maintenance-history/maintenance-record-photo.entity.js';
import { MaintenanceRecord } from '../maintenance-history/maintenance-record.entity.js';
import { Personnel } from '../personnel/personnel.entity.js';
import { Hydrant } from '../hydrants/hydrant.entity.js';
import { CreateHydrantDto } from '../hydrants/dto/create-hydrant.dto.js';
import { CreateZoneDto } from '../zones/dto/create-zone.dto.js';
import { Zone } from '../zones/zone.entity.js';
import { polygonText } from '../zones/zones.service.js';
import { surelyValid } from './hydrant-import/fast-check.js';

/**
 * One section of a Full Backup: a table, written out row by row and restored as a whole.
 * The columns come from the TypeORM entity (every column that is selected; `select: false`
 * columns are derived data: computed by a trigger, or given by `derived`).
 */
export interface Dataset {
  /** Key of the section in the backup file (camelCase, as the API names things). */
  key: string;
  /** The TypeORM entity of the table. */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entity: Function;
  /** The create DTO whose rules (SPEC §5 messages) every record must pass, as the API's writes do. */
  dto?: new () => object;
  /**
   * A quick check of the DTO's fields of a record (those present): true only for values the
   * DTO surely accepts, so that class-validator, by far the dearest part of checking a record,
   * runs only for the others (which it then names the problems of).
   */
  surelyValid?: (input: Record<string, unknown>) => boolean;
  /** Columns not in the file, computed from the record (database column name -> value). */
  derived?: Record<string, (record: Record<string, unknown>) => unknown>;
  /**
   * References that close a cycle (a schedule follows a history record that refers to a
   * schedule): inserted empty, then set once every dataset is in (property names).
   */
  later?: string[];
  /**
   * SQL giving a column's restored value from the file's (column name -> expression over the
   * record's columns), e.g. a reference to a user, who is not in the backup, kept only when
   * that user exists here.
   */
  restoredAs?: Record<string, string>;
}

/** A users reference that the restoring database may not have: kept when the user exists, else null. */
const knownUser = (column: string): string => `(SELECT u.id FROM users u WHERE u.id = "${column}")`;

/**
 * Every dataset of a Full Backup, in foreign-key order: a table comes after the tables it
 * refers to (restore inserts in this order and empties the tables all at once).
 * Adding a table to the product = one line here (the coverage test fails until it is
 * either listed here or in NOT_BACKED_UP).
 */
export const DATASETS: Dataset[] = [
  { key: 'hydrants', entity: Hydrant, dto: CreateHydrantDto, surelyValid },
  { key: 'hydrantPhotos', entity: HydrantPhoto },
  { key: 'flowTests', entity: FlowTest },
  {
    key: 'hydrantOutOfService',
    entity: HydrantOutOfService,
    restoredAs: { started_by: knownUser('started_by'), ended_by: knownUser('ended_by') },
  },
  {
    key: 'zones',
    entity: Zone,
    dto: CreateZoneDto,
    derived: { area: (record) => polygonText(record.coordinates as [number, number][]) },
  },
  { key: 'maintenanceSchedules', entity: MaintenanceSchedule, later: ['followsRecordId', 'alertId'] },
  { key: 'maintenanceHistory', entity: MaintenanceRecord },
  { key: 'maintenanceHistoryPhotos', entity: MaintenanceRecordPhoto },
  { key: 'alerts', entity: Alert },
  { key: 'equipment', entity: Equipment, dto: CreateEquipmentDto },
  { key: 'equipmentServices', entity: ServiceLogEntry },
  { key: 'personnel', entity: Personnel },
  { key: 'departmentSettings', entity: DepartmentSettings },
];

/**
 * Tables deliberately left out of a backup: accounts and their credentials, sessions,
 * login throttling, the app's own secrets and the migration log. A restore leaves them
 * as they are (so nobody is signed out or locked out by a restore). API tokens and the
 * notification targets are credentials and secrets (a backup file must not carry a working
 * token hash or a webhook's signing key to another site), and the notification outbox is
 * transient delivery state: restoring it would send old events again. The audit log too: it is
 * append-only (its trigger refuses deletes), so a restore keeps it and adds a 'restore' entry.
 */
export const NOT_BACKED_UP = [
  'users',
  // the users' second factors: encrypted authenticator keys and hashed recovery codes, credentials like the users
  'user_second_factors',
  'user_recovery_codes',
  'session',
  'login_failures',
  'app_settings',
  'migrations',
  'typeorm_metadata',
  'api_tokens',
  'notification_targets',
  'notification_deliveries',
  'audit_log',
  // derived: the hydrant counts by status, kept by triggers on hydrants (a restore rebuilds them)
  'hydrant_status_counts',
  // derived: the map's cells by tile level, kept by triggers on hydrants (a restore rebuilds them)
  'hydrant_map_cells',
  // derived: the registry's page blocks and their counts, kept by triggers on hydrants (rebuilt when a block outgrows the others)
  'hydrant_page_blocks',
  'hydrant_page_block_counts',
  // derived: the analytics' counts (hydrants, inspections, history and schedules by day, open alerts), kept by triggers
  'hydrant_analytics_counts',
  'inspection_day_counts',
  'history_day_counts',
  'alert_open_counts',
  'schedule_day_counts',
  // derived: the out-of-service feed's change stamp, kept by triggers on hydrants and out-of-service periods
  'feed_changes',
  // bookkeeping: the answers of idempotent writes, kept a few days for devices that send again
  'idempotency_keys',
];
