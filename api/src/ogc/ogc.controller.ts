import { Controller, Get, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { GisRoute } from '../auth/feed-route.decorator.js';
import { MinRole } from '../auth/min-role.decorator.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { collectionOf, type CollectionDefinition } from './ogc-collections.js';
import { CRS84, enclosingLonLatBox, offeredCrs, type OgcCrs } from './ogc-crs.js';
import { ALL_COLLECTIONS, collectionDocument, collectionsDocument, conformance, landingPage } from './ogc-documents.js';
import { type LonLatFeature, OgcFeaturesService, type PageQuery } from './ogc-features.service.js';
import { ogcOpenApi } from './ogc-openapi.js';
import {
  checkParameters,
  ITEMS_PARAMETERS,
  parseAfter,
  parseBbox,
  parseCrs,
  parseDatetime,
  parseFeatureId,
  parseHydrantFilters,
  parseLimit,
} from './ogc-params.js';
import { GEOJSON_TYPE, HTML_TYPE, JSON_TYPE, type Link, OPENAPI_TYPE, ogcRoot, sendJson, withQuery } from './ogc-response.js';
import { serviceDocHtml } from './ogc-service-doc.js';

type Query = Record<string, unknown>;

const NOT_FOUND = 'Collection not found';
const FEATURE_NOT_FOUND = 'Feature not found';

/** A feature's coordinates in `crs` (positions of a point or of polygon rings). */
function inCrs(feature: LonLatFeature, crs: OgcCrs): LonLatFeature {
  if (crs.uri === CRS84) return feature;
  const geometry =
    feature.geometry.type === 'Point'
      ? { type: 'Point' as const, coordinates: crs.fromLonLat(...feature.geometry.coordinates) }
      : {
          type: 'Polygon' as const,
          coordinates: feature.geometry.coordinates.map((ring) => ring.map(([lon, lat]) => crs.fromLonLat(lon, lat))),
        };
  return { ...feature, geometry };
}

/**
 * OGC API – Features, Parts 1 and 2 (DECISIONS §16), read-only, under /api/ogc: the landing
 * page, conformance, the API's own OpenAPI document, the collections and their items. It has
 * its own OpenAPI document (GET /api/ogc/api), so it stays out of the console's.
 */
@ApiExcludeController()
@GisRoute()
@MinRole('viewer')
@Controller('ogc')
export class OgcController {
  private readonly offered: OgcCrs[];

  constructor(
    private readonly features: OgcFeaturesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.offered = offeredCrs(config.ogc.siteCrs);
  }

  @Get()
  landing(@Req() req: Request, @Res() res: Response): void {
    checkParameters(req.query, []);
    const body = landingPage(ogcRoot(req));
    sendJson(req, res, body, { type: JSON_TYPE, links: body.links });
  }

  @Get('conformance')
  conformance(@Req() req: Request, @Res() res: Response): void {
    checkParameters(req.query, []);
    sendJson(req, res, conformance(ogcRoot(req)), { type: JSON_TYPE });
  }

  @Get('api')
  openApi(@Req() req: Request, @Res() res: Response): void {
    checkParameters(req.query, []);
    sendJson(req, res, ogcOpenApi(ogcRoot(req), this.offered, this.config.ogc.public), { type: OPENAPI_TYPE });
  }

  @Get('api.html')
  serviceDoc(@Req() req: Request, @Res() res: Response): void {
    checkParameters(req.query, [], ['html']);
    const root = ogcRoot(req);
    res.setHeader('Cache-Control', 'private, no-cache');
    res
      .status(200)
      .type(HTML_TYPE)
      .send(serviceDocHtml(root, ogcOpenApi(root, this.offered, this.config.ogc.public)));
  }

  @Get('collections')
  async collections(@Req() req: Request, @Res() res: Response): Promise<void> {
    checkParameters(req.query, []);
    const root = ogcRoot(req);
    const collections = [];
    for (const collection of ALL_COLLECTIONS)
      collections.push(collectionDocument(root, collection, await this.extent(collection), this.offered));
    const body = collectionsDocument(root, collections, this.offered);
    sendJson(req, res, body, { type: JSON_TYPE, links: body.links });
  }

  @Get('collections/:collectionId')
  async collection(@Param('collectionId') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const collection = this.collectionOrThrow(id);
    checkParameters(req.query, []);
    const body = collectionDocument(ogcRoot(req), collection, await this.extent(collection), this.offered);
    sendJson(req, res, body, { type: JSON_TYPE, links: body.links });
  }

  @Get('collections/:collectionId/items')
  async items(@Param('collectionId') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const collection = this.collectionOrThrow(id);
    const query = req.query as Query;
    checkParameters(query, [...ITEMS_PARAMETERS, ...collection.filters]);
    const crs = parseCrs(query, 'crs', this.offered);
    const bboxCrs = parseCrs(query, 'bbox-crs', this.offered);
    const bbox = parseBbox(query, bboxCrs);
    const page: PageQuery = {
      limit: parseLimit(query),
      after: parseAfter(query),
      box: bbox && enclosingLonLatBox(bboxCrs, bbox),
      exact: bbox && !bboxCrs.rectilinear ? (lon, lat) => inside(bboxCrs.fromLonLat(lon, lat), bbox) : undefined,
      dates: parseDatetime(query),
      filters: parseHydrantFilters(query, collection.filters),
    };
    const result =
      collection.id === 'zones'
        ? await this.features.zonePage(page, (ring) => meetsBox(ring, bboxCrs, bbox))
        : await this.features.hydrantPage(collection, page);

    const root = ogcRoot(req);
    const itemsUrl = `${root}/collections/${collection.id}/items`;
    const links: Link[] = [
      { href: withQuery(itemsUrl, query), rel: 'self', type: GEOJSON_TYPE, title: 'This page' },
      { href: `${root}/collections/${collection.id}`, rel: 'collection', type: JSON_TYPE, title: collection.title },
    ];
    if (result.nextAfter !== undefined) {
      links.push({
        href: withQuery(itemsUrl, query, { after: String(result.nextAfter), limit: String(page.limit) }),
        rel: 'next',
        type: GEOJSON_TYPE,
        title: 'The next page',
      });
    }
    const body = {
      type: 'FeatureCollection',
      features: result.features.map((feature) => inCrs(feature, crs)),
      ...(result.numberMatched === undefined ? {} : { numberMatched: result.numberMatched }),
      numberReturned: result.features.length,
      links,
    };
    sendJson(req, res, body, { type: GEOJSON_TYPE, links, contentCrs: crs.uri, timeStamp: new Date().toISOString() });
  }

  @Get('collections/:collectionId/items/:featureId')
  async feature(
    @Param('collectionId') id: string,
    @Param('featureId') rawId: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const collection = this.collectionOrThrow(id);
    const query = req.query as Query;
    checkParameters(query, ['crs']);
    const crs = parseCrs(query, 'crs', this.offered);
    const featureId = parseFeatureId(rawId);
    const found =
      featureId === undefined
        ? undefined
        : collection.id === 'zones'
          ? await this.features.zone(featureId)
          : await this.features.hydrant(collection, featureId);
    if (!found) throw new NotFoundException(FEATURE_NOT_FOUND);
    const root = ogcRoot(req);
    const self = `${root}/collections/${collection.id}/items/${found.id}`;
    const links: Link[] = [
      { href: withQuery(self, query), rel: 'self', type: GEOJSON_TYPE, title: 'This feature' },
      { href: `${root}/collections/${collection.id}`, rel: 'collection', type: JSON_TYPE, title: collection.title },
    ];
    sendJson(req, res, { ...inCrs(found, crs), links }, { type: GEOJSON_TYPE, links, contentCrs: crs.uri });
  }

  private collectionOrThrow(id: string): CollectionDefinition {
    const collection = collectionOf(id);
    if (!collection) throw new NotFoundException(NOT_FOUND);
    return collection;
  }

  private extent(collection: CollectionDefinition) {
    return collection.id === 'zones' ? this.features.zoneExtent() : this.features.hydrantExtent(collection);
  }
}

/** A position (in a box's CRS and axis order) inside the box, edges included. */
function inside([a, b]: [number, number], [minA, minB, maxA, maxB]: [number, number, number, number]): boolean {
  return a >= minA && a <= maxA && b >= minB && b <= maxB;
}

/** A zone meets the box when its bounding box (in the box's CRS) does; no box: every zone. */
function meetsBox(ring: [number, number][], crs: OgcCrs, bbox: [number, number, number, number] | undefined): boolean {
  if (!bbox) return true;
  const points = ring.map(([lon, lat]) => crs.fromLonLat(lon, lat));
  const [minA, minB, maxA, maxB] = bbox;
  const as = points.map((p) => p[0]);
  const bs = points.map((p) => p[1]);
  if (Math.max(...bs) < minB || Math.min(...bs) > maxB) return false;
  // CRS84 west > east: the box crosses the antimeridian (two ranges of longitude).
  if (minA > maxA) return Math.max(...as) >= minA || Math.min(...as) <= maxA;
  return Math.max(...as) >= minA && Math.min(...as) <= maxA;
}
