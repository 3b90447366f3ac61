import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { ApiIfMatch, ExpectedVersion, StaleVersionResponseDto, VersionETag } from '../common/record-version.js';
import { CreateZoneDto } from './dto/create-zone.dto.js';
import { UpdateZoneDto } from './dto/update-zone.dto.js';
import { ZoneDto } from './dto/zone.dto.js';
import { ZONE_MESSAGES } from './zone.constants.js';
import { ZonesService } from './zones.service.js';
import { MinRole } from '../auth/min-role.decorator.js';

/** `:id`: digits only, within integer range, else 404 'Zone not found'. */
const ZONE_ID = new ParseIdPipe(ZONE_MESSAGES.notFound);

const ETAG_HEADER = { ETag: { description: 'The zone\'s version: "<version>"', schema: { type: 'string' } } };
const STALE = {
  type: StaleVersionResponseDto,
  description: "'This zone was changed by someone else' (an older version in If-Match or `version`; nothing was changed)",
};

@ApiTags('zones')
@ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No session' })
@Controller('zones')
export class ZonesController {
  constructor(private readonly zones: ZonesService) {}

  @Get()
  @MinRole('viewer')
  @ApiOperation({ operationId: 'listZones', summary: 'Every zone with the hydrants inside it counted by status' })
  @ApiOkResponse({ type: [ZoneDto] })
  list(): Promise<ZoneDto[]> {
    return this.zones.list();
  }

  @Get(':id')
  @MinRole('viewer')
  @ApiOperation({ operationId: 'getZone', summary: 'One zone with its hydrant counts' })
  @ApiOkResponse({ type: ZoneDto, headers: ETAG_HEADER })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Zone not found' })
  @VersionETag()
  get(@Param('id', ZONE_ID) id: number): Promise<ZoneDto> {
    return this.zones.get(id);
  }

  @Post()
  @MinRole('officer')
  @ApiOperation({ operationId: 'createZone', summary: 'Save a drawn zone' })
  @ApiCreatedResponse({ type: ZoneDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Demo access is read-only' })
  create(@Body() body: CreateZoneDto): Promise<ZoneDto> {
    return this.zones.create(body);
  }

  @Patch(':id')
  @MinRole('officer')
  @ApiOperation({ operationId: 'updateZone', summary: 'Change a zone (only the fields sent)' })
  @ApiIfMatch()
  @ApiOkResponse({ type: ZoneDto, headers: ETAG_HEADER })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Demo access is read-only' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Zone not found' })
  @ApiConflictResponse(STALE)
  @VersionETag()
  update(
    @Param('id', ZONE_ID) id: number,
    @Body() body: UpdateZoneDto,
    @ExpectedVersion('changes') expected: number | undefined,
  ): Promise<ZoneDto> {
    return this.zones.update(id, body, expected);
  }

  @Delete(':id')
  @MinRole('officer')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ operationId: 'deleteZone', summary: 'Delete a zone' })
  @ApiIfMatch()
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Demo access is read-only' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Zone not found' })
  @ApiConflictResponse(STALE)
  remove(@Param('id', ZONE_ID) id: number, @ExpectedVersion() expected: number | undefined): Promise<void> {
    return this.zones.remove(id, expected);
  }
}
