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
import { CreatePersonnelDto } from './dto/create-personnel.dto.js';
import { PersonnelDto, PersonnelFacetsDto, PersonnelPageDto, PersonnelStatsDto } from './dto/personnel.dto.js';
import { ListPersonnelQueryDto } from './dto/personnel-query.dto.js';
import { UpdatePersonnelDto } from './dto/update-personnel.dto.js';
import { PERSONNEL_MESSAGES as M } from './personnel.constants.js';
import { PersonnelService } from './personnel.service.js';
import { MinRole } from '../auth/min-role.decorator.js';

const DEMO_FORBIDDEN = { type: ErrorResponseDto, description: 'Demo access is read-only' };
const PERSONNEL_ID = new ParseIdPipe(M.notFound);
const ID_PARAM = { name: 'id', type: 'integer', description: 'Person id (PersonnelDto.id).' } as const;
const NOT_FOUND = { type: ErrorResponseDto, description: 'Personnel not found' };
const ETAG_HEADER = { ETag: { description: 'The person\'s version: "<version>"', schema: { type: 'string' } } };
const STALE = {
  type: StaleVersionResponseDto,
  description: "'This person was changed by someone else' (an older version in If-Match or `version`; nothing was changed)",
};

@ApiTags('personnel')
@ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No session' })
@Controller('personnel')
export class PersonnelController {
  constructor(private readonly personnel: PersonnelService) {}

  @Get()
  @MinRole('viewer')
  @ApiOperation({ operationId: 'listPersonnel', summary: 'One page of the roster (search, status, department, zone, platoon)' })
  @ApiOkResponse({ type: PersonnelPageDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  list(@Query() query: ListPersonnelQueryDto): Promise<PersonnelPageDto> {
    return this.personnel.list(query);
  }

  @Get('stats')
  @MinRole('viewer')
  @ApiOperation({ operationId: 'getPersonnelStats', summary: 'The five counters (and certification warnings)' })
  @ApiOkResponse({ type: PersonnelStatsDto })
  stats(): Promise<PersonnelStatsDto> {
    return this.personnel.stats();
  }

  @Get('facets')
  @MinRole('viewer')
  @ApiOperation({ operationId: 'getPersonnelFacets', summary: 'Departments and zones present, for the filters' })
  @ApiOkResponse({ type: PersonnelFacetsDto })
  facets(): Promise<PersonnelFacetsDto> {
    return this.personnel.facets();
  }

  @Get(':id')
  @MinRole('viewer')
  @ApiParam(ID_PARAM)
  @ApiOperation({ operationId: 'getPersonnel', summary: 'One person' })
  @ApiOkResponse({ type: PersonnelDto, headers: ETAG_HEADER })
  @ApiNotFoundResponse(NOT_FOUND)
  @VersionETag()
  get(@Param('id', PERSONNEL_ID) id: number): Promise<PersonnelDto> {
    return this.personnel.get(id);
  }

  @Post()
  @MinRole('officer')
  @ApiOperation({ operationId: 'createPersonnel', summary: 'Add a person' })
  @ApiCreatedResponse({ type: PersonnelDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Badge number already exists' })
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  create(@Body() body: CreatePersonnelDto): Promise<PersonnelDto> {
    return this.personnel.create(body);
  }

  @Patch(':id')
  @MinRole('officer')
  @ApiParam(ID_PARAM)
  @ApiOperation({ operationId: 'updatePersonnel', summary: 'Change some fields of a person' })
  @ApiIfMatch()
  @ApiOkResponse({ type: PersonnelDto, headers: ETAG_HEADER })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ ...STALE, description: `'Badge number already exists', or ${STALE.description}` })
  @VersionETag()
  update(
    @Param('id', PERSONNEL_ID) id: number,
    @Body() body: UpdatePersonnelDto,
    @ExpectedVersion('changes') expected: number | undefined,
  ): Promise<PersonnelDto> {
    return this.personnel.update(id, body, expected);
  }

  @Delete(':id')
  @MinRole('officer')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam(ID_PARAM)
  @ApiOperation({ operationId: 'deletePersonnel', summary: 'Delete a person' })
  @ApiIfMatch()
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse(STALE)
  remove(@Param('id', PERSONNEL_ID) id: number, @ExpectedVersion() expected: number | undefined): Promise<void> {
    return this.personnel.remove(id, expected);
  }
}
