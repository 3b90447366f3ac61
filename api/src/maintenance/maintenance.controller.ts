import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { ApiIfMatch, ExpectedVersion, StaleVersionResponseDto, VersionETag } from '../common/record-version.js';
import { CompleteWorkDto } from './dto/complete-work.dto.js';
import { CompleteWorkResultDto, MaintenanceDashboardDto } from './dto/dashboard.dto.js';
import { CreateScheduleDto, StartWorkDto, UpdateScheduleDto } from './dto/schedule-input.dto.js';
import { ListSchedulesQueryDto } from './dto/schedule-query.dto.js';
import { MaintenanceScheduleDto, MaintenanceSchedulePageDto } from './dto/schedule.dto.js';
import { MaintenanceCompletionService } from './maintenance-completion.service.js';
import { MAINTENANCE_MESSAGES as M } from './maintenance.constants.js';
import { MaintenanceService } from './maintenance.service.js';
import { MinRole } from '../auth/min-role.decorator.js';

const DEMO_FORBIDDEN = { type: ErrorResponseDto, description: 'Demo access is read-only' };
const SCHEDULE_ID = new ParseIdPipe(M.notFound);
const ID_PARAM = { name: 'id', type: 'integer', description: 'Schedule id.' } as const;
const ETAG_HEADER = { ETag: { description: 'The schedule\'s version: "<version>"', schema: { type: 'string' } } };
const NOT_FOUND = { type: ErrorResponseDto, description: "'Maintenance schedule not found'" };
const STALE = `'${M.changedBySomeoneElse}' (an older version in If-Match or \`version\`; nothing was changed)`;

@ApiTags('maintenance')
@Controller('maintenance')
export class MaintenanceController {
  constructor(
    private readonly maintenance: MaintenanceService,
    private readonly completion: MaintenanceCompletionService,
  ) {}

  @Get()
  @MinRole('viewer')
  @ApiOperation({
    operationId: 'listSchedules',
    summary: 'One page of schedules (soonest first), filtered by status, due (overdue/upcoming), hydrant and date range',
  })
  @ApiOkResponse({ type: MaintenanceSchedulePageDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  listSchedules(@Query() query: ListSchedulesQueryDto): Promise<MaintenanceSchedulePageDto> {
    return this.maintenance.list(query);
  }

  @Get('dashboard')
  @MinRole('viewer')
  @ApiOperation({
    operationId: 'getMaintenanceDashboard',
    summary: 'Overdue, upcoming (7 days) and in-progress counts and lists, unacknowledged alerts',
  })
  @ApiOkResponse({ type: MaintenanceDashboardDto })
  getMaintenanceDashboard(): Promise<MaintenanceDashboardDto> {
    return this.maintenance.dashboard();
  }

  @Get(':id')
  @MinRole('viewer')
  @ApiParam(ID_PARAM)
  @ApiOperation({ operationId: 'getSchedule', summary: 'One schedule' })
  @ApiOkResponse({ type: MaintenanceScheduleDto, headers: ETAG_HEADER })
  @ApiNotFoundResponse(NOT_FOUND)
  @VersionETag()
  getSchedule(@Param('id', SCHEDULE_ID) id: number): Promise<MaintenanceScheduleDto> {
    return this.maintenance.get(id);
  }

  @Post()
  @MinRole('officer')
  @ApiOperation({ operationId: 'createSchedule', summary: 'Schedule maintenance (starts as scheduled)' })
  @ApiCreatedResponse({ type: MaintenanceScheduleDto, headers: ETAG_HEADER })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: "'Hydrant not found'" })
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  @VersionETag()
  createSchedule(@Body() body: CreateScheduleDto): Promise<MaintenanceScheduleDto> {
    return this.maintenance.create(body);
  }

  @Patch(':id')
  @MinRole('officer')
  @ApiParam(ID_PARAM)
  @ApiOperation({ operationId: 'updateSchedule', summary: 'Change some fields of a schedule that is not completed' })
  @ApiIfMatch()
  @ApiOkResponse({ type: MaintenanceScheduleDto, headers: ETAG_HEADER })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ type: StaleVersionResponseDto, description: `'${M.alreadyCompleted}', or ${STALE}` })
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  @VersionETag()
  updateSchedule(
    @Param('id', SCHEDULE_ID) id: number,
    @Body() body: UpdateScheduleDto,
    @ExpectedVersion('changes') expected: number | undefined,
  ): Promise<MaintenanceScheduleDto> {
    return this.maintenance.update(id, body, expected);
  }

  @Patch(':id/start')
  @MinRole('inspector')
  @ApiParam(ID_PARAM)
  @ApiOperation({ operationId: 'startWork', summary: 'Start Work: in progress, with the technician' })
  @ApiIfMatch()
  @ApiOkResponse({ type: MaintenanceScheduleDto, headers: ETAG_HEADER })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ type: StaleVersionResponseDto, description: `'${M.startCompleted}', '${M.cancelled}', or ${STALE}` })
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  @VersionETag()
  startWork(
    @Param('id', SCHEDULE_ID) id: number,
    @Body() body: StartWorkDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<MaintenanceScheduleDto> {
    return this.maintenance.start(id, body, expected);
  }

  @Patch(':id/complete')
  @MinRole('inspector')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    operationId: 'completeWork',
    summary:
      'Complete Work (one transaction): history record with photos, schedule status, lastInspection for inspections, follow-up schedule',
  })
  @ApiIfMatch()
  @ApiOkResponse({ type: CompleteWorkResultDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ type: StaleVersionResponseDto, description: `'${M.alreadyCompleted}', '${M.cancelled}', or ${STALE}` })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  completeWork(
    @Param('id', SCHEDULE_ID) id: number,
    @Body() body: CompleteWorkDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<CompleteWorkResultDto> {
    return this.completion.complete(id, body, expected);
  }

  @Delete(':id')
  @MinRole('officer')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam(ID_PARAM)
  @ApiOperation({ operationId: 'deleteSchedule', summary: 'Delete a schedule (its history records stay)' })
  @ApiIfMatch()
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ type: StaleVersionResponseDto, description: STALE })
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  deleteSchedule(@Param('id', SCHEDULE_ID) id: number, @ExpectedVersion() expected: number | undefined): Promise<void> {
    return this.maintenance.remove(id, expected);
  }
}
