import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { MapConfigDto } from './map-config.dto.js';
import { MinRole } from '../auth/min-role.decorator.js';

@ApiTags('map-config')
@Controller('map-config')
export class MapConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @MinRole('viewer')
  @ApiOperation({ operationId: 'getMapConfig', summary: 'Tile URL and attribution for the maps' })
  @ApiOkResponse({ type: MapConfigDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No session' })
  get(): MapConfigDto {
    return { tileUrl: this.config.tileUrl, attribution: this.config.tileAttribution };
  }
}
