import { Module } from '@nestjs/common';
import { HydrantPhotosController } from './hydrant-photos.controller.js';
import { HydrantPhotosService } from './hydrant-photos.service.js';
import { HydrantsCsvService } from './hydrants-csv.service.js';
import { HydrantsController } from './hydrants.controller.js';
import { HydrantsService } from './hydrants.service.js';

@Module({
  controllers: [HydrantsController, HydrantPhotosController],
  providers: [HydrantsService, HydrantPhotosService, HydrantsCsvService],
  exports: [HydrantsService],
})
export class HydrantsModule {}
