import { Module } from '@nestjs/common';
import { RemotesController } from './remotes.controller.js';

/** remotes.json; the static files themselves are mounted in bootstrap (see static-web.ts). */
@Module({ controllers: [RemotesController] })
export class WebModule {}
