import { Body, Controller, Get, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto.js';
import { ApiIfMatch, ExpectedVersion, StaleVersionResponseDto, VersionETag } from '../common/record-version.js';
import { calendarIcs } from './calendar-ics.js';
import { CalendarService } from './calendar.service.js';
import { DepartmentSettingsService } from './department-settings.service.js';
import {
  CalendarDayPageDto,
  CalendarDayQueryDto,
  CalendarExportQueryDto,
  CalendarMonthDto,
  CalendarMonthQueryDto,
} from './dto/calendar.dto.js';
import { DepartmentSettingsDto, UpdateDepartmentSettingsDto } from './dto/department-settings.dto.js';
import { MinRole } from '../auth/min-role.decorator.js';

@ApiTags('calendar')
@ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No session' })
@Controller()
export class CalendarController {
  constructor(
    private readonly calendar: CalendarService,
    private readonly settings: DepartmentSettingsService,
  ) {}

  @Get('calendar/month')
  @MinRole('viewer')
  @ApiOperation({
    operationId: 'getCalendarMonth',
    summary: "A month of the shift calendar: each day's platoon, on-duty count vs minimum, and first 3 people",
  })
  @ApiOkResponse({ type: CalendarMonthDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  month(@Query() query: CalendarMonthQueryDto): Promise<CalendarMonthDto> {
    return this.calendar.month(query);
  }

  @Get('calendar/day')
  @MinRole('viewer')
  @ApiOperation({ operationId: 'getCalendarDay', summary: "One day's people with their day status (paged)" })
  @ApiOkResponse({ type: CalendarDayPageDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  day(@Query() query: CalendarDayQueryDto): Promise<CalendarDayPageDto> {
    return this.calendar.day(query);
  }

  @Get('calendar/month.ics')
  @MinRole('viewer')
  @ApiOperation({
    operationId: 'exportCalendarIcs',
    summary: 'The month as iCalendar (RFC 5545): one all-day event per on-duty day of each person shown',
  })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'personnel-calendar-YYYY-MM.ics attachment' })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  async exportIcs(@Query() query: CalendarExportQueryDto, @Res() res: Response): Promise<void> {
    const rows = await this.calendar.onDutyDays(query);
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="personnel-calendar-${query.month}.ics"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(calendarIcs(query.month, rows));
  }

  @Get('department-settings')
  @MinRole('viewer')
  @ApiOperation({ operationId: 'getDepartmentSettings', summary: 'The platoon rotation and minimum staffing' })
  @ApiOkResponse({ type: DepartmentSettingsDto })
  @VersionETag()
  getSettings(): Promise<DepartmentSettingsDto> {
    return this.settings.get();
  }

  @Put('department-settings')
  @MinRole('admin')
  @ApiOperation({ operationId: 'updateDepartmentSettings', summary: 'Set the rotation and minimum staffing (admins)' })
  @ApiIfMatch()
  @ApiOkResponse({ type: DepartmentSettingsDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Demo access is read-only (only admins may change it)' })
  @ApiConflictResponse({ type: StaleVersionResponseDto, description: 'The department settings were changed by someone else' })
  @VersionETag()
  updateSettings(
    @Body() body: UpdateDepartmentSettingsDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<DepartmentSettingsDto> {
    return this.settings.update(body, expected);
  }
}
