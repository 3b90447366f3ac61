import { Module } from '@nestjs/common';
import { MaintenanceCompletionService } from './maintenance-completion.service.js';
import { MaintenanceController } from './maintenance.controller.js';
import { MaintenanceService } from './maintenance.service.js';
import {
  HydrantHistoryController,
  MaintenanceHistoryController,
  RecordPhotosController,
} from '../maintenance-history/maintenance-history.controller.js';
import { MaintenanceHistoryService } from '../maintenance-history/maintenance-history.service.js';
import { RecordPhotosService } from '../maintenance-history/record-photos.service.js';

/** Schedules, Start/Complete Work, the dashboard, history records and their photos, hydrant timelines. */
@Module({
  controllers: [MaintenanceController, MaintenanceHistoryController, HydrantHistoryController, RecordPhotosController],
  providers: [MaintenanceService, MaintenanceCompletionService, MaintenanceHistoryService, RecordPhotosService],
})
export class MaintenanceModule {}
