import { Controller, Get, Header, Headers, Inject, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Registry } from 'prom-client';
import { OwnAuthorization } from '../auth/feed-route.decorator.js';
import { Public } from '../auth/public.decorator.js';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { MetricsService } from './metrics.service.js';

function sameSecret(given: string, expected: string): boolean {
  // Hashes first: equal lengths for timingSafeEqual, and no early exit on the length.
  const digest = (value: string): Buffer => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /api/metrics in Prometheus' text format, for a scraper inside the site. Needs no
 * session but its own `Authorization: Bearer <METRICS_TOKEN>`: 404 while METRICS_TOKEN is
 * unset (as if the route did not exist), 401 for a missing or wrong token. Not in the
 * OpenAPI file (no console screen reads it) and not routed by the Ingress.
 */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Public()
  @OwnAuthorization()
  @Header('Content-Type', Registry.PROMETHEUS_CONTENT_TYPE)
  @Header('Cache-Control', 'no-store')
  async scrape(@Headers('authorization') authorization: string | undefined): Promise<string> {
    const expected = this.config.metricsToken;
    if (!expected) throw new NotFoundException('Not found');
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match || !sameSecret(match[1], expected)) throw new UnauthorizedException('A valid metrics token is required');
    return this.metrics.registry.metrics();
  }
}
