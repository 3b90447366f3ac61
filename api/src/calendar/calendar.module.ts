import { Module } from '@nestjs/common';
import { CalendarController } from './calendar.controller.js';
import { CalendarService } from './calendar.service.js';
import { DepartmentSettingsService } from './department-settings.service.js';

@Module({ controllers: [CalendarController], providers: [CalendarService, DepartmentSettingsService] })
export class CalendarModule {}
