import { Module } from '@nestjs/common';
import { BackupExportService } from './backup-export.service.js';
import { DataTransferController } from './data-transfer.controller.js';
import { HydrantImportService } from './hydrant-import/hydrant-import.service.js';
import { RestoreService } from './restore.service.js';

@Module({
  controllers: [DataTransferController],
  providers: [BackupExportService, RestoreService, HydrantImportService],
  exports: [BackupExportService],
})
export class DataTransferModule {}
