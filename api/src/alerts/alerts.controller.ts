import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { sessionUserOf } from '../auth/session-user.js';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { ALERT_MESSAGES } from './alert.constants.js';
import { AcknowledgeAlertDto, ListAlertsQueryDto } from './dto/alert-input.dto.js';
import { AlertCountersDto, AlertDto, AlertPageDto } from './dto/alert.dto.js';
import { AlertsService } from './alerts.service.js';
import { MinRole } from '../auth/min-role.decorator.js';

const DEMO_FORBIDDEN = { type: ErrorResponseDto, description: 'Demo access is read-only' };
const ALERT_ID = new ParseIdPipe(ALERT_MESSAGES.notFound);

@ApiTags('alerts')
@Controller('alerts')
export class AlertsController {
  constructor(private readonly alerts: AlertsService) {}

  @Get()
  @MinRole('viewer')
  @ApiOperation({
    operationId: 'listAlerts',
    summary: 'One page of alerts, filtered by acknowledged, type, priority and hydrant',
  })
  @ApiOkResponse({ type: AlertPageDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  listAlerts(@Query() query: ListAlertsQueryDto): Promise<AlertPageDto> {
    return this.alerts.list(query);
  }

  @Get('counters')
  @MinRole('viewer')
  @ApiOperation({
    operationId: 'getAlertCounters',
    summary: 'Active, Critical (urgent or high), Maintenance, Inspections and Acknowledged today',
  })
  @ApiOkResponse({ type: AlertCountersDto })
  getAlertCounters(): Promise<AlertCountersDto> {
    return this.alerts.counters();
  }

  @Get(':id')
  @MinRole('viewer')
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOperation({ operationId: 'getAlert', summary: 'One alert' })
  @ApiOkResponse({ type: AlertDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  getAlert(@Param('id', ALERT_ID) id: number): Promise<AlertDto> {
    return this.alerts.get(id);
  }

  @Patch(':id/acknowledge')
  @MinRole('inspector')
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOperation({
    operationId: 'acknowledgeAlert',
    summary: "Acknowledge: records the signed-in user's name and the server's time (a body's acknowledgedBy is ignored)",
  })
  @ApiOkResponse({ type: AlertDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: "'Alert not found'" })
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  acknowledgeAlert(
    @Param('id', ALERT_ID) id: number,
    @Body() _body: AcknowledgeAlertDto,
    @Req() req: Request,
  ): Promise<AlertDto> {
    const user = sessionUserOf(req);
    return this.alerts.acknowledge(id, user?.username ?? 'Unknown');
  }

  @Delete(':id')
  @MinRole('officer')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOperation({ operationId: 'deleteAlert', summary: 'Delete an alert (really deletes)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: "'Alert not found'" })
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  deleteAlert(@Param('id', ALERT_ID) id: number): Promise<void> {
    return this.alerts.remove(id);
  }
}
