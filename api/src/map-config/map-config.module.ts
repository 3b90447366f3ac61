import { Module } from '@nestjs/common';
import { MapConfigController } from './map-config.controller.js';

@Module({ controllers: [MapConfigController] })
export class MapConfigModule {}
