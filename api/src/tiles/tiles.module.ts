import { Module } from '@nestjs/common';
import { TilesController } from './tiles.controller.js';

@Module({ controllers: [TilesController] })
export class TilesModule {}
