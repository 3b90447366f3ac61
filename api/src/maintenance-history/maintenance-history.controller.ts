import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { PHOTO_CACHE_CONTROL } from '../hydrants/hydrant-photos.controller.js';
import { PHOTO_TYPES } from '../hydrants/photo-data-url.js';
import { MAINTENANCE_MESSAGES as M } from '../maintenance/maintenance.constants.js';
import { HydrantHistoryQueryDto, ListHistoryQueryDto } from './dto/history-query.dto.js';
import { MaintenanceRecordPageDto } from './dto/maintenance-record.dto.js';
import { MaintenanceHistoryService } from './maintenance-history.service.js';
import { RecordPhotosService } from './record-photos.service.js';
import { MinRole } from '../auth/min-role.decorator.js';

const DEMO_FORBIDDEN = { type: ErrorResponseDto, description: 'Demo access is read-only' };

@ApiTags('maintenance-history')
@Controller('maintenance-history')
export class MaintenanceHistoryController {
  constructor(private readonly history: MaintenanceHistoryService) {}

  @Get()
  @MinRole('viewer')
  @ApiOperation({
    operationId: 'listMaintenanceHistory',
    summary: 'One page of history records (newest first), filtered by hydrant, type, status and completed-date range',
  })
  @ApiOkResponse({ type: MaintenanceRecordPageDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  listMaintenanceHistory(@Query() query: ListHistoryQueryDto): Promise<MaintenanceRecordPageDto> {
    return this.history.list(query);
  }

  @Delete(':id')
  @MinRole('officer')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOperation({ operationId: 'deleteMaintenanceRecord', summary: 'Delete a history record with its photos' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: "'Maintenance history record not found'" })
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  deleteMaintenanceRecord(@Param('id', new ParseIdPipe(M.recordNotFound)) id: number): Promise<void> {
    return this.history.remove(id);
  }
}

@ApiTags('hydrants')
@Controller('hydrants')
export class HydrantHistoryController {
  constructor(private readonly history: MaintenanceHistoryService) {}

  @Get(':id/history')
  @MinRole('viewer')
  @ApiParam({ name: 'id', type: 'integer', description: 'Internal hydrant id (HydrantDto.id).' })
  @ApiOperation({
    operationId: 'getHydrantHistory',
    summary: "One hydrant's timeline of inspections and maintenance (with readings), newest first, paged",
  })
  @ApiOkResponse({ type: MaintenanceRecordPageDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: "'Hydrant not found'" })
  getHydrantHistory(
    @Param('id', new ParseIdPipe(M.hydrantNotFound)) id: number,
    @Query() query: HydrantHistoryQueryDto,
  ): Promise<MaintenanceRecordPageDto> {
    return this.history.forHydrant(id, query);
  }
}

@ApiTags('maintenance-history')
@Controller('maintenance-photos')
export class RecordPhotosController {
  constructor(private readonly photos: RecordPhotosService) {}

  @Get(':photoId')
  @MinRole('viewer')
  @ApiOperation({
    operationId: 'getMaintenancePhoto',
    summary: 'The image bytes of a history record photo (URLs come in MaintenanceRecordDto.photos)',
  })
  @ApiProduces(...PHOTO_TYPES)
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async getMaintenancePhoto(@Param('photoId') photoId: string, @Res() res: Response): Promise<void> {
    const photo = await this.photos.get(photoId);
    res.setHeader('Content-Type', photo.contentType);
    res.setHeader('Cache-Control', PHOTO_CACHE_CONTROL);
    res.setHeader('ETag', `"${photo.id}"`);
    res.send(photo.data);
  }
}
