import { INestApplication, Logger, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger as PinoLogger } from 'nestjs-pino';
import type { Authenticator } from 'passport';
import { AppModule } from './app.module.js';
import { AccessPolicy } from './auth/access-policy.js';
import { auditRequestContext } from './audit/audit-actor.js';
import { PASSPORT } from './auth/passport.provider.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { trackCommits } from './database/outage/commit-tracker.js';
import { DatabaseAvailability } from './database/outage/database-availability.service.js';
import { waitForDatabase } from './database/outage/outage-gate.middleware.js';
import { API_PREFIX, PREFIX_EXCLUDED_PATHS } from './common/api-prefix.js';
import { limitJsonBodies, requireJsonBodies } from './common/request-body-limits.js';
import { createValidationPipe } from './common/validation.js';
import { APP_CONFIG, AppConfig } from './config/app-config.js';
import { FILE_UPLOAD_PATHS } from './data-transfer/upload-file.js';
import { MetricsService } from './metrics/metrics.service.js';
import { SessionMiddlewareFactory } from './session/session-middleware.factory.js';
import { mountStaticWeb } from './web/static-web.js';
import { securityHeaders } from './web/security-headers.js';

export { API_PREFIX } from './common/api-prefix.js';

export function applyGlobalPrefix(app: INestApplication): void {
  app.setGlobalPrefix(API_PREFIX, {
    exclude: PREFIX_EXCLUDED_PATHS.map((path) => ({ path, method: RequestMethod.GET })),
  });
}

/**
 * Configures an application exactly as production runs it (main.ts and the tests both
 * come through here). Order matters: security headers, body parsers, static files (which
 * need no session), session, passport; then prefix, validation and the error filter.
 */
export async function configureApp(app: NestExpressApplication): Promise<void> {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useLogger(app.get(PinoLogger));
  const logger = new Logger('Bootstrap');

  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  // First, so every request is counted and timed, whatever answers it.
  app.use(app.get(MetricsService).httpMiddleware());
  app.use(securityHeaders(config));
  // gzip for JSON and the bundles (antd alone is ~1.5 MB before compression), unless a
  // reverse proxy in front does it (HTTP_COMPRESSION=off).
  if (config.httpCompression) app.use(compression());
  // Writes send JSON only (415 otherwise), bounded in size (413) and in shape (400) before anything walks it.
  app.use(requireJsonBodies(FILE_UPLOAD_PATHS));
  app.useBodyParser('json', { limit: config.bodyLimit });
  app.use(limitJsonBodies());
  if (config.serveWeb) mountStaticWeb(app, config, logger);

  // While the database is away (restart, failover), requests wait for it here, before the session.
  const availability = app.get(DatabaseAvailability);
  app.use(waitForDatabase(availability, `/${API_PREFIX}/health`));
  app.use(trackCommits());
  app.use(await app.get(SessionMiddlewareFactory).create());
  const passport = app.get<Authenticator>(PASSPORT);
  app.use(passport.initialize());
  app.use(passport.session());
  // The signed-in user reaches the audit trigger through every query of the request.
  app.use(auditRequestContext());

  applyGlobalPrefix(app);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(app.get(AccessPolicy), API_PREFIX, availability));
}

/** Creates, configures and initialises the app (connects, migrates, creates the first admin). Not yet listening. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    abortOnError: false,
    // configureApp mounts the one body parser (JSON); Nest's defaults would add a form parser.
    bodyParser: false,
  });
  try {
    await configureApp(app);
    await app.init();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
