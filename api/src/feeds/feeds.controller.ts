import { Controller, Get, Headers, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { FeedRoute } from '../auth/feed-route.decorator.js';
import { MinRole } from '../auth/min-role.decorator.js';
import { etagMatches, FeedsService } from './feeds.service.js';

export const GEOJSON_TYPE = 'application/geo+json';

@ApiTags('feeds')
@FeedRoute()
@MinRole('viewer')
@Controller('feeds')
export class FeedsController {
  constructor(private readonly feeds: FeedsService) {}

  @Get('out-of-service.geojson')
  @ApiOperation({
    operationId: 'getOutOfServiceFeed',
    summary:
      'Every hydrant that is not operational, as an RFC 7946 FeatureCollection, for dispatch/CAD and GIS to poll ' +
      '(Authorization: Bearer <API token>, or a session). Send If-None-Match with the last ETag: 304 while nothing changed.',
  })
  @ApiProduces(GEOJSON_TYPE)
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of the copy the client holds' })
  @ApiOkResponse({ description: 'A GeoJSON FeatureCollection of Point features', schema: { type: 'object' } })
  @ApiResponse({ status: 304, description: 'Not modified since the ETag sent' })
  async getOutOfServiceFeed(
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const feed = await this.feeds.outOfService();
    res.setHeader('ETag', feed.etag);
    // Clients may keep a copy but must ask again each time (a 304 costs one small query).
    res.setHeader('Cache-Control', 'private, no-cache');
    if (etagMatches(ifNoneMatch, feed.etag)) {
      res.status(304).end();
      return;
    }
    // The copy is bytes: name its charset as Express does for text.
    res.status(200).setHeader('Content-Type', `${GEOJSON_TYPE}; charset=utf-8`);
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
      // The copy's own gzip, made once (the compression middleware leaves an encoded answer alone).
      const zipped = await feed.gzipped();
      res.setHeader('Content-Encoding', 'gzip');
      res.send(zipped);
      return;
    }
    res.send(feed.body);
  }
}
