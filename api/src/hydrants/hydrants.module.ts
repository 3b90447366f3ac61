import { Module } from '@nestjs/common';
import { HydrantPhotosController } from './hydrant-photos.controller';
import { HydrantPhotosService } from './hydrant-photos.service';
import { HydrantsCsvService } from './hydrants-csv.service';
import { HydrantsController } from './hydrants.controller';
import { HydrantsService } from './hydrants.service';

@Module({
  controllers: [HydrantsController, HydrantPhotosController],
  providers: [HydrantsService, HydrantPhotosService, HydrantsCsvService],
  exports: [HydrantsService],
})
export class HydrantsModule {}
