import { Module } from '@nestjs/common';
import { ChangeListener } from './change-listener.service.js';
import { EventsController } from './events.controller.js';

/** Live updates: GET /api/events, fed by PostgreSQL LISTEN/NOTIFY (see ChangeListener). */
@Module({
  controllers: [EventsController],
  providers: [ChangeListener],
  exports: [ChangeListener],
})
export class EventsModule {}
