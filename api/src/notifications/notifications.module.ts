import { Module } from '@nestjs/common';
import { NotificationWorker } from './notification-worker.service.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsService } from './notifications.service.js';

@Module({
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationWorker],
  exports: [NotificationWorker],
})
export class NotificationsModule {}
