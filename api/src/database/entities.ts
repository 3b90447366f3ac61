import { DepartmentSettings } from '../calendar/department-settings.entity.js';
import { ServiceLogEntry } from '../equipment/service-log-entry.entity.js';
import { Equipment } from '../equipment/equipment.entity.js';
import { Personnel } from '../personnel/personnel.entity.js';
import { LoginFailure } from '../auth/login-failure.entity.js';
import { UserRecoveryCode, UserSecondFactor } from '../auth/second-factor.entity.js';
import { FlowTest } from '../flow-tests/flow-test.entity.js';
import { HydrantPhoto } from '../hydrants/hydrant-photo.entity.js';
import { Hydrant } from '../hydrants/hydrant.entity.js';
import { HydrantOutOfService } from '../hydrants/hydrant-out-of-service.entity.js';
import { Alert } from '../alerts/alert.entity.js';
import { MaintenanceRecordPhoto } from '../maintenance-history/maintenance-record-photo.entity.js';
import { MaintenanceRecord } from '../maintenance-history/maintenance-record.entity.js';
import { MaintenanceSchedule } from '../maintenance/maintenance-schedule.entity.js';
import { AppSetting } from '../settings/app-setting.entity.js';
import { User } from '../users/user.entity.js';
import { Zone } from '../zones/zone.entity.js';
import { ApiToken } from '../api-tokens/api-token.entity.js';
import { NotificationDelivery } from '../notifications/notification-delivery.entity.js';
import { NotificationTarget } from '../notifications/notification-target.entity.js';

/** Every TypeORM entity of the API. Feature modules register theirs here too. */
export const ENTITIES = [
  User,
  AppSetting,
  LoginFailure,
  UserSecondFactor,
  UserRecoveryCode,
  Hydrant,
  HydrantPhoto,
  FlowTest,
  HydrantOutOfService,
  Zone,
  MaintenanceSchedule,
  MaintenanceRecord,
  MaintenanceRecordPhoto,
  Alert,
  Equipment,
  ServiceLogEntry,
  Personnel,
  DepartmentSettings,
  ApiToken,
  NotificationTarget,
  NotificationDelivery,
];
