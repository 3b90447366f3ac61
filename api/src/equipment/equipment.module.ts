import { Module } from '@nestjs/common';
import { EquipmentController } from './equipment.controller.js';
import { EquipmentInventoryService } from './equipment.service.js';

@Module({
  controllers: [EquipmentController],
  providers: [EquipmentInventoryService],
  exports: [EquipmentInventoryService],
})
export class EquipmentModule {}
