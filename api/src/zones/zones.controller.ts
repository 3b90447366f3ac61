import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Injectable,
  NotFoundException,
  Param,
  Patch,
  PipeTransform,
  Post,
} from '@nestjs/common';
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
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto';
import { ApiIfMatch, ExpectedVersion, StaleVersionResponseDto, VersionETag } from '../common/record-version';
import { CreateZoneDto } from './dto/create-zone.dto';
import { UpdateZoneDto } from './dto/update-zone.dto';
import { ZoneDto } from './dto/zone.dto';
import { ZONE_MESSAGES } from './zone.constants';
import { ZonesService } from './zones.service';

/** A path id that is not a positive 32-bit integer names no zone: the same 404 as an unknown one. */
@Injectable()
class ZoneIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new NotFoundException(ZONE_MESSAGES.notFound);
    return id;
  }
}

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
  @ApiOperation({ operationId: 'listZones', summary: 'Every zone with the hydrants inside it counted by status' })
  @ApiOkResponse({ type: [ZoneDto] })
  list(): Promise<ZoneDto[]> {
    return this.zones.list();
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getZone', summary: 'One zone with its hydrant counts' })
  @ApiOkResponse({ type: ZoneDto, headers: ETAG_HEADER })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Zone not found' })
  @VersionETag()
  get(@Param('id', ZoneIdPipe) id: number): Promise<ZoneDto> {
    return this.zones.get(id);
  }

  @Post()
  @ApiOperation({ operationId: 'createZone', summary: 'Save a drawn zone' })
  @ApiCreatedResponse({ type: ZoneDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Demo access is read-only' })
  create(@Body() body: CreateZoneDto): Promise<ZoneDto> {
    return this.zones.create(body);
  }

  @Patch(':id')
  @ApiOperation({ operationId: 'updateZone', summary: 'Change a zone (only the fields sent)' })
  @ApiIfMatch()
  @ApiOkResponse({ type: ZoneDto, headers: ETAG_HEADER })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Demo access is read-only' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Zone not found' })
  @ApiConflictResponse(STALE)
  @VersionETag()
  update(
    @Param('id', ZoneIdPipe) id: number,
    @Body() body: UpdateZoneDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<ZoneDto> {
    return this.zones.update(id, body, expected);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ operationId: 'deleteZone', summary: 'Delete a zone' })
  @ApiIfMatch()
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Demo access is read-only' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Zone not found' })
  @ApiConflictResponse(STALE)
  remove(@Param('id', ZoneIdPipe) id: number, @ExpectedVersion() expected: number | undefined): Promise<void> {
    return this.zones.remove(id, expected);
  }
}
