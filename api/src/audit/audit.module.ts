import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditController } from './audit.controller.js';
import { AuditEventsInterceptor } from './audit-events.interceptor.js';
import { AuditService } from './audit.service.js';

/** The audit trail's reading routes and the auth/export events. */
@Module({
  controllers: [AuditController],
  providers: [AuditService, { provide: APP_INTERCEPTOR, useClass: AuditEventsInterceptor }],
  exports: [AuditService],
})
export class AuditModule {}
