import { Module } from '@nestjs/common';
import { OgcController } from './ogc.controller.js';
import { OgcFeaturesService } from './ogc-features.service.js';

/** OGC API – Features (Parts 1 and 2) under /api/ogc, read-only. */
@Module({ controllers: [OgcController], providers: [OgcFeaturesService] })
export class OgcModule {}
