import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MinRole } from '../auth/min-role.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';

/**
 * Tiles are private to the site (behind the session) and change only when a site replaces
 * its tile set: browsers keep them for an hour, then revalidate with the ETag.
 */
export const TILE_CACHE_CONTROL = 'private, max-age=3600';
/** The one name the PMTiles archive is served under, whatever TILE_FILE calls it. */
export const PMTILES_PATH = '/api/tiles/archive.pmtiles';
export const XYZ_TILE_TEMPLATE = '/api/tiles/{z}/{x}/{y}.png';

const INT = /^\d{1,7}$/;

function notFound(): NotFoundException {
  return new NotFoundException('Tile not found');
}

/**
 * The site's own street tiles (TILE_FILE or TILE_DIR, DECISIONS §6). Express's sendFile
 * answers ETag / Last-Modified revalidation (304) and byte ranges (206, 416) itself, which
 * the PMTiles reader in the browser relies on.
 */
@ApiTags('map-config')
@Controller('tiles')
@MinRole('viewer')
export class TilesController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('archive.pmtiles')
  @ApiOperation({
    operationId: 'getTileArchive',
    summary: 'The PMTiles archive of TILE_FILE, read by the maps with HTTP range requests',
  })
  @ApiProduces('application/vnd.pmtiles')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No session' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No TILE_FILE configured' })
  async getArchive(@Res() res: Response): Promise<void> {
    const tiles = this.config.localTiles;
    if (tiles?.kind !== 'pmtiles') throw new NotFoundException('No PMTiles archive is configured (TILE_FILE)');
    await this.send(res, tiles.path, 'application/vnd.pmtiles');
  }

  @Get(':z/:x/:y.png')
  @ApiOperation({ operationId: 'getTile', summary: 'One PNG tile of the XYZ folder of TILE_DIR ({z}/{x}/{y}.png)' })
  @ApiProduces('image/png')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No session' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such tile, or no TILE_DIR configured' })
  async getTile(@Param('z') z: string, @Param('x') x: string, @Param('y') y: string, @Res() res: Response): Promise<void> {
    const tiles = this.config.localTiles;
    if (tiles?.kind !== 'directory' || ![z, x, y].every((part) => INT.test(part))) throw notFound();
    // Only digits reach the path: nothing outside TILE_DIR can be named.
    await this.send(res, join(tiles.path, String(Number(z)), String(Number(x)), `${Number(y)}.png`), 'image/png');
  }

  private async send(res: Response, path: string, contentType: string): Promise<void> {
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) throw notFound();
    res.setHeader('Content-Type', contentType);
    res.setHeader('Cache-Control', TILE_CACHE_CONTROL);
    await new Promise<void>((resolve, reject) => {
      res.sendFile(path, { etag: true, lastModified: true, acceptRanges: true, cacheControl: false }, (error?: Error) => {
        // A client that went away mid-file is no error of ours.
        if (error && !res.headersSent) reject(error);
        else resolve();
      });
    });
  }
}
