import { Module } from '@nestjs/common';
import { RecordPhotosService } from '../maintenance-history/record-photos.service.js';
import { HydrantPhotosController } from './hydrant-photos.controller.js';
import { HydrantPhotosService } from './hydrant-photos.service.js';
import { HydrantMapService } from './hydrant-map.service.js';
import { HydrantsCsvService } from './hydrants-csv.service.js';
import { HydrantsController } from './hydrants.controller.js';
import { HydrantsService } from './hydrants.service.js';
import { OutOfServiceController } from './out-of-service.controller.js';
import { OutOfServiceService } from './out-of-service.service.js';

@Module({
  controllers: [OutOfServiceController, HydrantsController, HydrantPhotosController],
  providers: [
    HydrantsService,
    RecordPhotosService,
    OutOfServiceService,
    HydrantPhotosService,
    HydrantsCsvService,
    HydrantMapService,
  ],
  exports: [HydrantsService],
})
export class HydrantsModule {}
