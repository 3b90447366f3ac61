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
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { ApiIfMatch, ExpectedVersion, StaleVersionResponseDto, VersionETag } from '../common/record-version.js';
import { CreateEquipmentDto } from './dto/create-equipment.dto.js';
import {
  EquipmentDto,
  EquipmentFacetsDto,
  EquipmentPageDto,
  EquipmentStatsDto,
  ServiceIntervalDto,
} from './dto/equipment.dto.js';
import { ListEquipmentQueryDto, ServiceLogQueryDto } from './dto/equipment-query.dto.js';
import { CreateEquipmentServiceDto, EquipmentServicePageDto, RecordedServiceDto } from './dto/equipment-service.dto.js';
import { UpdateEquipmentDto } from './dto/update-equipment.dto.js';
import { EQUIPMENT_MESSAGES as M } from './equipment.constants.js';
import { EquipmentInventoryService } from './equipment.service.js';
import { MinRole } from '../auth/min-role.decorator.js';

const DEMO_FORBIDDEN = { type: ErrorResponseDto, description: 'Demo access is read-only' };
const EQUIPMENT_ID = new ParseIdPipe(M.notFound);
const ID_PARAM = { name: 'id', type: 'integer', description: 'Equipment id (EquipmentDto.id).' } as const;
const NOT_FOUND = { type: ErrorResponseDto, description: 'Equipment not found' };
const ETAG_HEADER = { ETag: { description: 'The item\'s version: "<version>"', schema: { type: 'string' } } };
const STALE = {
  type: StaleVersionResponseDto,
  description: "'This equipment was changed by someone else' (an older version in If-Match or `version`; nothing was changed)",
};

@ApiTags('equipment')
@ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No session' })
@Controller('equipment')
export class EquipmentController {
  constructor(private readonly equipment: EquipmentInventoryService) {}

  @Get()
  @MinRole('viewer')
  @ApiOperation({ operationId: 'listEquipment', summary: 'One page of the inventory (search, status, type, service overdue)' })
  @ApiOkResponse({ type: EquipmentPageDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  list(@Query() query: ListEquipmentQueryDto): Promise<EquipmentPageDto> {
    return this.equipment.list(query);
  }

  @Get('stats')
  @MinRole('viewer')
  @ApiOperation({ operationId: 'getEquipmentStats', summary: 'Counters: total, by status, service overdue' })
  @ApiOkResponse({ type: EquipmentStatsDto })
  stats(): Promise<EquipmentStatsDto> {
    return this.equipment.stats();
  }

  @Get('facets')
  @MinRole('viewer')
  @ApiOperation({ operationId: 'getEquipmentFacets', summary: 'The types present, for the type filter' })
  @ApiOkResponse({ type: EquipmentFacetsDto })
  facets(): Promise<EquipmentFacetsDto> {
    return this.equipment.facets();
  }

  @Get('service-intervals')
  @MinRole('viewer')
  @ApiOperation({ operationId: 'getServiceIntervals', summary: 'Standard service intervals by type (DECISIONS §10)' })
  @ApiOkResponse({ type: [ServiceIntervalDto] })
  serviceIntervals(): ServiceIntervalDto[] {
    return this.equipment.serviceIntervals();
  }

  @Get(':id')
  @MinRole('viewer')
  @ApiParam(ID_PARAM)
  @ApiOperation({ operationId: 'getEquipment', summary: 'One item' })
  @ApiOkResponse({ type: EquipmentDto, headers: ETAG_HEADER })
  @ApiNotFoundResponse(NOT_FOUND)
  @VersionETag()
  get(@Param('id', EQUIPMENT_ID) id: number): Promise<EquipmentDto> {
    return this.equipment.get(id);
  }

  @Post()
  @MinRole('officer')
  @ApiOperation({ operationId: 'createEquipment', summary: 'Add an item' })
  @ApiCreatedResponse({ type: EquipmentDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Serial number already exists' })
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  create(@Body() body: CreateEquipmentDto): Promise<EquipmentDto> {
    return this.equipment.create(body);
  }

  @Patch(':id')
  @MinRole('officer')
  @ApiParam(ID_PARAM)
  @ApiOperation({ operationId: 'updateEquipment', summary: 'Change some fields of an item' })
  @ApiIfMatch()
  @ApiOkResponse({ type: EquipmentDto, headers: ETAG_HEADER })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ ...STALE, description: `'Serial number already exists', or ${STALE.description}` })
  @VersionETag()
  update(
    @Param('id', EQUIPMENT_ID) id: number,
    @Body() body: UpdateEquipmentDto,
    @ExpectedVersion('changes') expected: number | undefined,
  ): Promise<EquipmentDto> {
    return this.equipment.update(id, body, expected);
  }

  @Delete(':id')
  @MinRole('officer')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam(ID_PARAM)
  @ApiOperation({ operationId: 'deleteEquipment', summary: 'Delete an item and its service log' })
  @ApiIfMatch()
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse(STALE)
  remove(@Param('id', EQUIPMENT_ID) id: number, @ExpectedVersion() expected: number | undefined): Promise<void> {
    return this.equipment.remove(id, expected);
  }

  @Get(':id/services')
  @MinRole('viewer')
  @ApiParam(ID_PARAM)
  @ApiOperation({ operationId: 'listEquipmentServices', summary: "One page of an item's service log, newest first" })
  @ApiOkResponse({ type: EquipmentServicePageDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiNotFoundResponse(NOT_FOUND)
  services(@Param('id', EQUIPMENT_ID) id: number, @Query() query: ServiceLogQueryDto): Promise<EquipmentServicePageDto> {
    return this.equipment.services(id, query);
  }

  @Post(':id/services')
  @MinRole('officer')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    operationId: 'recordEquipmentService',
    summary: "Record a service; a passed one moves nextMaintenance on by the item's interval",
  })
  @ApiCreatedResponse({ type: RecordedServiceDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  @ApiNotFoundResponse(NOT_FOUND)
  recordService(@Param('id', EQUIPMENT_ID) id: number, @Body() body: CreateEquipmentServiceDto): Promise<RecordedServiceDto> {
    return this.equipment.recordService(id, body);
  }
}
