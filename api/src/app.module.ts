import { DynamicModule, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { AlertsModule } from './alerts/alerts.module.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { ApiTokensModule } from './api-tokens/api-tokens.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CalendarModule } from './calendar/calendar.module.js';
import { UnexpectedBodyInterceptor } from './common/unexpected-body.interceptor.js';
import { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DataTransferModule } from './data-transfer/data-transfer.module.js';
import { DatabaseModule } from './database/database.module.js';
import { EquipmentModule } from './equipment/equipment.module.js';
import { EventsModule } from './events/events.module.js';
import { ExportsModule } from './exports/exports.module.js';
import { FeedsModule } from './feeds/feeds.module.js';
import { OgcModule } from './ogc/ogc.module.js';
import { FlowTestsModule } from './flow-tests/flow-tests.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { HealthModule } from './health/health.module.js';
import { HydrantsModule } from './hydrants/hydrants.module.js';
import { IdempotencyInterceptor } from './idempotency/idempotency.interceptor.js';
import { OutageRetryInterceptor } from './database/outage/outage-retry.interceptor.js';
import { IdempotencyModule } from './idempotency/idempotency.module.js';
import { loggingModule } from './logging/logging.js';
import { MaintenanceModule } from './maintenance/maintenance.module.js';
import { MapConfigModule } from './map-config/map-config.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { TilesModule } from './tiles/tiles.module.js';
import { PersonnelModule } from './personnel/personnel.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { SeedModule } from './seed/seed.module.js';
import { SessionModule } from './session/session.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { UsersModule } from './users/users.module.js';
import { WebModule } from './web/web.module.js';
import { ZonesModule } from './zones/zones.module.js';

/** The whole API, for one resolved configuration (main.ts, tests and the OpenAPI writer each pass theirs). */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        loggingModule,
        DatabaseModule,
        SettingsModule,
        SessionModule,
        UsersModule,
        AuthModule,
        HealthModule,
        MetricsModule,
        HydrantsModule,
        FlowTestsModule,
        WebModule,
        ZonesModule,
        MapConfigModule,
        TilesModule,
        DataTransferModule,
        EquipmentModule,
        PersonnelModule,
        CalendarModule,
        SeedModule,
        ScheduleModule.forRoot(),
        AlertsModule,
        MaintenanceModule,
        AnalyticsModule,
        ReportsModule,
        ExportsModule,
        ApiTokensModule,
        FeedsModule,
        OgcModule,
        NotificationsModule,
        AuditModule,
        IdempotencyModule,
        EventsModule,
      ],
      providers: [
        // Outermost: a request the database's restart failed runs again through all the others.
        { provide: APP_INTERCEPTOR, useClass: OutageRetryInterceptor },
        // Next, so a replayed answer runs none of the others (no audit event).
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
        { provide: APP_INTERCEPTOR, useClass: UnexpectedBodyInterceptor },
      ],
    };
  }
}
