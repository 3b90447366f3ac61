import { DynamicModule, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuthModule } from './auth/auth.module';
import { UnexpectedBodyInterceptor } from './common/unexpected-body.interceptor';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { HydrantsModule } from './hydrants/hydrants.module';
import { loggingModule } from './logging/logging';
import { MapConfigModule } from './map-config/map-config.module';
import { SeedModule } from './seed/seed.module';
import { SessionModule } from './session/session.module';
import { SettingsModule } from './settings/settings.module';
import { UsersModule } from './users/users.module';
import { WebModule } from './web/web.module';
import { ZonesModule } from './zones/zones.module';

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
        HydrantsModule,
        WebModule,
        ZonesModule,
        MapConfigModule,
        SeedModule,
      ],
      providers: [{ provide: APP_INTERCEPTOR, useClass: UnexpectedBodyInterceptor }],
    };
  }
}
