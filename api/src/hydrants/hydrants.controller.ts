import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
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
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sessionUserOf } from '../auth/session-user.js';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { ApiIfMatch, ExpectedVersion, StaleVersionResponseDto, VersionETag } from '../common/record-version.js';
import { BulkInspectionDto, BulkInspectionResultDto } from './dto/bulk-inspection.dto.js';
import { CreateHydrantDto } from './dto/create-hydrant.dto.js';
import { HydrantDto, HydrantMapPointsDto, HydrantPageDto, HydrantStatsDto, NearbyHydrantPageDto } from './dto/hydrant.dto.js';
import { HydrantFilterQueryDto, ListHydrantsQueryDto, NearbyExportQueryDto, NearbyQueryDto } from './dto/hydrant-query.dto.js';
import { UpdateHydrantDto } from './dto/update-hydrant.dto.js';
import { HydrantMapExtentDto, HydrantMapViewDto, MapViewQueryDto } from './dto/hydrant-map.dto.js';
import { HydrantMapService } from './hydrant-map.service.js';
import { HydrantsCsvService } from './hydrants-csv.service.js';
import { MESSAGES } from './hydrant.constants.js';
import { HydrantsService } from './hydrants.service.js';
import { MinRole } from '../auth/min-role.decorator.js';

/** The signed-in user's id (out-of-service periods record who started and ended them). */
function actorOf(req: Request): number | undefined {
  const user = sessionUserOf(req);
  return user?.kind === 'user' ? user.id : undefined;
}

const DEMO_FORBIDDEN = { type: ErrorResponseDto, description: 'Demo access is read-only' };
/** `:id`: digits only, within integer range, else 404 'Hydrant not found'. */
const HYDRANT_ID = new ParseIdPipe(MESSAGES.notFound);
const ID_PARAM = { name: 'id', type: 'integer', description: 'Internal hydrant id (HydrantDto.id).' } as const;
const ETAG_HEADER = { ETag: { description: 'The hydrant\'s version: "<version>"', schema: { type: 'string' } } };
const STALE = {
  type: StaleVersionResponseDto,
  description: "'This hydrant was changed by someone else' (an older version in If-Match or `version`; nothing was changed)",
};

@ApiTags('hydrants')
@Controller('hydrants')
export class HydrantsController {
  constructor(
    private readonly hydrants: HydrantsService,
    private readonly csv: HydrantsCsvService,
    private readonly map: HydrantMapService,
  ) {}

  @Get()
  @MinRole('viewer')
  @ApiOperation({ operationId: 'listHydrants', summary: 'One page of the registry (hydrantId order) with the total' })
  @ApiOkResponse({ type: HydrantPageDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  listHydrants(@Query() query: ListHydrantsQueryDto): Promise<HydrantPageDto> {
    return this.hydrants.list(query);
  }

  @Get('stats')
  @MinRole('viewer')
  @ApiOperation({ operationId: 'getHydrantStats', summary: 'Hydrant counts by status over the whole registry' })
  @ApiOkResponse({ type: HydrantStatsDto })
  getHydrantStats(): Promise<HydrantStatsDto> {
    return this.hydrants.stats();
  }

  @Get('map-points')
  @MinRole('viewer')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({ operationId: 'getHydrantMapPoints', summary: 'Every matching hydrant as parallel arrays, for the map layer' })
  @ApiOkResponse({ type: HydrantMapPointsDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  getHydrantMapPoints(@Query() query: HydrantFilterQueryDto): Promise<string> {
    return this.hydrants.mapPointsJson(query);
  }

  @Get('map-view')
  @MinRole('viewer')
  @ApiOperation({
    operationId: 'getHydrantMapView',
    summary:
      'The matching hydrants of a map view: cells (tiles of zoom + 2) with counts by status and flow class, or single hydrants when the view holds at most 5,000 or at street zoom (17+)',
  })
  @ApiOkResponse({ type: HydrantMapViewDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  getHydrantMapView(@Query() query: MapViewQueryDto): Promise<HydrantMapViewDto> {
    return this.map.view(query);
  }

  @Get('map-extent')
  @MinRole('viewer')
  @ApiOperation({
    operationId: 'getHydrantMapExtent',
    summary: 'How many hydrants match, and the extent they cover (to fit the map)',
  })
  @ApiOkResponse({ type: HydrantMapExtentDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  getHydrantMapExtent(@Query() query: HydrantFilterQueryDto): Promise<HydrantMapExtentDto> {
    return this.map.extent(query);
  }

  @Get('nearby')
  @MinRole('viewer')
  @ApiOperation({
    operationId: 'findNearbyHydrants',
    summary: 'Hydrants within the radius (miles), nearest first, with their distance',
  })
  @ApiOkResponse({ type: NearbyHydrantPageDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  findNearbyHydrants(@Query() query: NearbyQueryDto): Promise<NearbyHydrantPageDto> {
    return this.hydrants.nearby(query);
  }

  @Get('export.csv')
  @MinRole('viewer')
  @ApiOperation({
    operationId: 'exportHydrantsCsv',
    summary: 'The registry as CSV (hydrants-YYYY-MM-DD.csv), same filters as the list',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'CSV attachment' })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  exportHydrantsCsv(@Query() query: HydrantFilterQueryDto, @Res() res: Response): Promise<void> {
    return this.csv.registry(query, res);
  }

  @Get('nearby/export.csv')
  @MinRole('viewer')
  @ApiOperation({
    operationId: 'exportNearbyHydrantsCsv',
    summary: 'Proximity search results as CSV (hydrant_search_results.csv)',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'CSV attachment' })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  exportNearbyHydrantsCsv(@Query() query: NearbyExportQueryDto, @Res() res: Response): Promise<void> {
    return this.csv.nearby(query, res);
  }

  @Post('bulk-inspection')
  @MinRole('inspector')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'bulkInspectHydrants', summary: 'Record one inspection on many hydrants (all or none)' })
  @ApiOkResponse({ type: BulkInspectionResultDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: "'Hydrant {id} not found'; nothing was changed" })
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  bulkInspectHydrants(@Body() body: BulkInspectionDto, @Req() req: Request): Promise<BulkInspectionResultDto> {
    return this.hydrants.bulkInspect(body, actorOf(req));
  }

  @Get(':id')
  @MinRole('viewer')
  @ApiParam(ID_PARAM)
  @ApiOperation({ operationId: 'getHydrant', summary: 'One hydrant' })
  @ApiOkResponse({ type: HydrantDto, headers: ETAG_HEADER })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @VersionETag()
  getHydrant(@Param('id', HYDRANT_ID) id: number): Promise<HydrantDto> {
    return this.hydrants.get(id);
  }

  @Post()
  @MinRole('officer')
  @ApiOperation({ operationId: 'createHydrant', summary: 'Add a hydrant (with photos as data URLs)' })
  @ApiCreatedResponse({ type: HydrantDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Hydrant ID already exists' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  createHydrant(@Body() body: CreateHydrantDto, @Req() req: Request): Promise<HydrantDto> {
    return this.hydrants.create(body, actorOf(req));
  }

  @Patch(':id')
  @MinRole('officer')
  @ApiParam(ID_PARAM)
  @ApiOperation({ operationId: 'updateHydrant', summary: 'Change some fields of a hydrant (and its photos when listed)' })
  @ApiIfMatch()
  @ApiOkResponse({ type: HydrantDto, headers: ETAG_HEADER })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({
    type: StaleVersionResponseDto,
    description: `'Hydrant ID already exists', or ${STALE.description}`,
  })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  @VersionETag()
  updateHydrant(
    @Param('id', HYDRANT_ID) id: number,
    @Body() body: UpdateHydrantDto,
    @ExpectedVersion('changes') expected: number | undefined,
    @Req() req: Request,
  ): Promise<HydrantDto> {
    return this.hydrants.update(id, body, expected, actorOf(req));
  }

  @Delete(':id')
  @MinRole('officer')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam(ID_PARAM)
  @ApiOperation({ operationId: 'deleteHydrant', summary: 'Delete a hydrant with its photos (one transaction)' })
  @ApiIfMatch()
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse(STALE)
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  deleteHydrant(@Param('id', HYDRANT_ID) id: number, @ExpectedVersion() expected: number | undefined): Promise<void> {
    return this.hydrants.remove(id, expected);
  }
}
