import { InitialSchema1795300000000 } from './1795300000000-initial-schema.js';
import { Hydrants1795400000000 } from './1795400000000-hydrants.js';
import { Zones1795400000001 } from './1795400000001-zones.js';
import { RecordVersions1795500000700 } from './1795500000700-record-versions.js';
import { MaintenanceAndAlerts1795600000100 } from './1795600000100-maintenance-and-alerts.js';
import { OpenSchedulesIndex1795600000101 } from './1795600000101-open-schedules-index.js';
import { EquipmentPersonnel1795600000200 } from './1795600000200-equipment-personnel.js';
import { FlowTests1795700000100 } from './1795700000100-flow-tests.js';
import { HydrantAttributesOutOfService1795700000200 } from './1795700000200-hydrant-attributes-out-of-service.js';
import { FeedsAndNotifications1795700000300 } from './1795700000300-feeds-and-notifications.js';
import { UserRoles1795700000800 } from './1795700000800-user-roles.js';
import { AuditLog1795700000900 } from './1795700000900-audit-log.js';
import { TriggerSearchPath1795700000950 } from './1795700000950-trigger-search-path.js';
import { HydrantCounts1795800000100 } from './1795800000100-hydrant-counts.js';
import { HydrantMapCells1795800000500 } from './1795800000500-hydrant-map-cells.js';
import { IdempotentWrites1795900000100 } from './1795900000100-idempotent-writes.js';
import { ApiTokenScopes1795900000300 } from './1795900000300-api-token-scopes.js';
import { SignInLeftovers1795900000400 } from './1795900000400-sign-in-leftovers.js';
import { LiveEvents1796000000100 } from './1796000000100-live-events.js';
import { SessionUserIndex1796000000200 } from './1796000000200-session-user-index.js';
import { ScheduleFromAlert1796000000500 } from './1796000000500-schedule-from-alert.js';
import { SecondFactor1796000000600 } from './1796000000600-second-factor.js';
import { AnalyticsCounts1796000000800 } from './1796000000800-analytics-counts.js';
import { ScheduleCounts1796000000810 } from './1796000000810-schedule-counts.js';
import { DirectorySignIn1796000000900 } from './1796000000900-directory-sign-in.js';
import { HydrantPageBlocks1796000001100 } from './1796000001100-hydrant-page-blocks.js';
import { FeedStamp1796000001300 } from './1796000001300-feed-stamp.js';
import { HydrantPointCover1796000001310 } from './1796000001310-hydrant-point-cover.js';
import { BulkRowTriggers1796000001400 } from './1796000001400-bulk-row-triggers.js';
import { AuditUpdatePairs1796000001500 } from './1796000001500-audit-update-pairs.js';
import { InspectionDayPairs1796000001600 } from './1796000001600-inspection-day-pairs.js';
import { AuditRowsOnce1796000001800 } from './1796000001800-audit-rows-once.js';
import { SessionCacheNotify1796000001900 } from './1796000001900-session-cache-notify.js';

/** Every migration, oldest first. Append new ones; never edit one that has landed. */
export const MIGRATIONS = [
  InitialSchema1795300000000,
  Hydrants1795400000000,
  Zones1795400000001,
  RecordVersions1795500000700,
  MaintenanceAndAlerts1795600000100,
  OpenSchedulesIndex1795600000101,
  EquipmentPersonnel1795600000200,
  FlowTests1795700000100,
  HydrantAttributesOutOfService1795700000200,
  FeedsAndNotifications1795700000300,
  UserRoles1795700000800,
  AuditLog1795700000900,
  TriggerSearchPath1795700000950,
  HydrantCounts1795800000100,
  HydrantMapCells1795800000500,
  IdempotentWrites1795900000100,
  ApiTokenScopes1795900000300,
  SignInLeftovers1795900000400,
  LiveEvents1796000000100,
  SessionUserIndex1796000000200,
  ScheduleFromAlert1796000000500,
  SecondFactor1796000000600,
  AnalyticsCounts1796000000800,
  ScheduleCounts1796000000810,
  DirectorySignIn1796000000900,
  HydrantPageBlocks1796000001100,
  FeedStamp1796000001300,
  HydrantPointCover1796000001310,
  BulkRowTriggers1796000001400,
  AuditUpdatePairs1796000001500,
  InspectionDayPairs1796000001600,
  AuditRowsOnce1796000001800,
  SessionCacheNotify1796000001900,
];
