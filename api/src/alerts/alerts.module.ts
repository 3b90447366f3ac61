import { Module } from '@nestjs/common';
import { AlertCheckService } from './alert-check.service.js';
import { AlertsController } from './alerts.controller.js';
import { AlertsService } from './alerts.service.js';

@Module({
  controllers: [AlertsController],
  providers: [AlertsService, AlertCheckService],
  exports: [AlertsService, AlertCheckService],
})
export class AlertsModule {}
