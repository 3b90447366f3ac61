import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { readdir } from 'node:fs/promises';
import { MinRole } from '../auth/min-role.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { readPmtilesInfo } from '../tiles/pmtiles-header.js';
import { ARCHIVE_TILE_TEMPLATE, PMTILES_PATH, XYZ_TILE_TEMPLATE } from '../tiles/tiles.controller.js';
import { MapConfigDto } from './map-config.dto.js';

/** The zoom levels an XYZ folder holds: its numeric sub-folders ({z}/). */
async function directoryZooms(path: string): Promise<{ minZoom: number | null; maxZoom: number | null }> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => []);
  const zooms = entries.filter((e) => e.isDirectory() && /^\d{1,2}$/.test(e.name)).map((e) => Number(e.name));
  return zooms.length ? { minZoom: Math.min(...zooms), maxZoom: Math.max(...zooms) } : { minZoom: null, maxZoom: null };
}

@ApiTags('map-config')
@Controller('map-config')
export class MapConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @MinRole('viewer')
  @ApiOperation({ operationId: 'getMapConfig', summary: 'Which street tiles the maps draw, and their attribution' })
  @ApiOkResponse({ type: MapConfigDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No session' })
  async get(): Promise<MapConfigDto> {
    const attribution = this.config.tileAttribution;
    const local = this.config.localTiles;
    // Read on each call (a folder listing, or the archive's 127-byte header): a site may
    // replace its tile set without a restart.
    if (local?.kind === 'directory') {
      return {
        source: 'directory',
        tileUrl: XYZ_TILE_TEMPLATE,
        pmtiles: null,
        ...(await directoryZooms(local.path)),
        attribution,
      };
    }
    if (local?.kind === 'pmtiles') {
      // An archive that is missing or unreadable leaves the offline basemap (the tile route answers 404).
      const header = await readPmtilesInfo(local.path).catch(() => undefined);
      if (!header) return { source: 'none', tileUrl: null, pmtiles: null, minZoom: null, maxZoom: null, attribution };
      const { minZoom, maxZoom, ...info } = header;
      return {
        source: 'pmtiles',
        tileUrl: null,
        pmtiles: { url: PMTILES_PATH, tileUrl: ARCHIVE_TILE_TEMPLATE, ...info },
        minZoom,
        maxZoom,
        attribution,
      };
    }
    const tileUrl = this.config.tileUrl;
    return { source: tileUrl ? 'url' : 'none', tileUrl, pmtiles: null, minZoom: null, maxZoom: null, attribution };
  }
}
