import { BadRequestException, Controller, Get, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MinRole } from '../auth/min-role.decorator.js';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto.js';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { PmtilesArchive } from './pmtiles-archive.js';
import { MAX_AREA_TILES, TILE_AREA_MESSAGES, TileAreaDto, TileAreaQueryDto } from './tile-area.dto.js';

/**
 * Tiles are private to the site (behind the session) and change only when a site replaces
 * its tile set: browsers keep them for an hour, then revalidate with the ETag.
 */
export const TILE_CACHE_CONTROL = 'private, max-age=3600';
/** The one name the PMTiles archive is served under, whatever TILE_FILE calls it. */
export const PMTILES_PATH = '/api/tiles/archive.pmtiles';
export const XYZ_TILE_TEMPLATE = '/api/tiles/{z}/{x}/{y}.png';
/** The archive's tiles one by one: what the field screen keeps for offline use and draws. */
export const ARCHIVE_TILE_TEMPLATE = '/api/tiles/archive/{z}/{x}/{y}';

const INT = /^\d{1,7}$/;

function notFound(): NotFoundException {
  return new NotFoundException('Tile not found');
}

function noArchive(): NotFoundException {
  return new NotFoundException('No PMTiles archive is configured (TILE_FILE)');
}

function tileX(lng: number, z: number): number {
  return Math.min(2 ** z - 1, Math.floor(((lng + 180) / 360) * 2 ** z));
}

function tileY(lat: number, z: number): number {
  const rad = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z);
  return Math.min(2 ** z - 1, Math.max(0, y));
}

/** The tile positions covering a box at each zoom, or null past MAX_AREA_TILES. */
function positionsIn(area: TileAreaQueryDto, minZoom: number, maxZoom: number) {
  const positions: Array<{ z: number; x: number; y: number }> = [];
  for (let z = minZoom; z <= maxZoom; z++) {
    const [x0, x1, y0, y1] = [tileX(area.west, z), tileX(area.east, z), tileY(area.north, z), tileY(area.south, z)];
    if (positions.length + (x1 - x0 + 1) * (y1 - y0 + 1) > MAX_AREA_TILES) return null;
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) positions.push({ z, x, y });
  }
  return positions;
}

function badArea(message: string): BadRequestException {
  return new BadRequestException({ statusCode: 400, error: 'Bad Request', message: [message] });
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
  private reader: PmtilesArchive | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The TILE_FILE archive's reader (its directories cached), or 404 without one. */
  private archive(): PmtilesArchive {
    const tiles = this.config.localTiles;
    if (tiles?.kind !== 'pmtiles') throw noArchive();
    this.reader ??= new PmtilesArchive(tiles.path);
    return this.reader;
  }

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
    if (tiles?.kind !== 'pmtiles') throw noArchive();
    await this.send(res, tiles.path, 'application/vnd.pmtiles');
  }

  @Get('archive/area')
  @ApiOperation({
    operationId: 'getTileArchiveArea',
    summary: "The TILE_FILE archive's tiles in a box at some zooms, with their sizes (read from its directories)",
  })
  @ApiOkResponse({ type: TileAreaDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No session' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No TILE_FILE configured, or it cannot be read' })
  async getArchiveArea(@Query() area: TileAreaQueryDto): Promise<TileAreaDto> {
    if (area.west > area.east || area.south > area.north || area.minZoom > area.maxZoom) {
      throw badArea(TILE_AREA_MESSAGES.order);
    }
    const archive = this.archive();
    const held = await archive.zooms().catch(() => {
      throw noArchive();
    });
    const [minZoom, maxZoom] = [Math.max(area.minZoom, held.minZoom), Math.min(area.maxZoom, held.maxZoom)];
    const positions = positionsIn(area, minZoom, maxZoom);
    if (!positions) throw badArea(TILE_AREA_MESSAGES.tooLarge);
    const tiles = await archive.present(positions);
    return { tileUrl: ARCHIVE_TILE_TEMPLATE, tiles, bytes: tiles.reduce((sum, tile) => sum + tile.bytes, 0) };
  }

  @Get('archive/:z/:x/:y')
  @ApiOperation({
    operationId: 'getTileArchiveTile',
    summary: 'One tile of the TILE_FILE archive (decompressed), as the field screen keeps them for offline use',
  })
  @ApiProduces('image/png', 'image/jpeg', 'image/webp', 'image/avif', 'application/vnd.mapbox-vector-tile')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No session' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such tile, or no TILE_FILE configured' })
  async getArchiveTile(@Param('z') z: string, @Param('x') x: string, @Param('y') y: string, @Res() res: Response) {
    const archive = this.archive();
    if (![z, x, y].every((part) => INT.test(part)) || Number(z) > 24) throw notFound();
    const tile = await archive.tile(Number(z), Number(x), Number(y)).catch(() => undefined);
    if (!tile) throw notFound();
    res.setHeader('Content-Type', tile.contentType);
    res.setHeader('Cache-Control', TILE_CACHE_CONTROL);
    res.setHeader('ETag', tile.etag);
    // Express answers 304 itself when If-None-Match matches the ETag.
    res.send(tile.data);
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
