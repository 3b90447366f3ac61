import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from '../app.module.js';
import { applyGlobalPrefix } from '../bootstrap.js';
import { DiscoveredRoute, discoverRoutes, openApiPath } from '../common/route-discovery.js';
import { loadConfig } from '../config/app-config.js';
import { addWriteHeaders } from '../idempotency/openapi-write-headers.js';
import { SESSION_COOKIE_NAME } from '../session/session.constants.js';

/** api/openapi.json, committed; front-end code generation reads it. */
export const OPENAPI_FILE = join(import.meta.dirname, '..', '..', 'openapi.json');

function apiVersion(): string {
  const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/**
 * Builds the OpenAPI document from the module graph in preview mode: controllers and
 * their metadata only, no provider is created, so no database is needed. Operations
 * require the session cookie unless marked @Public() (which sets security: []).
 */
export async function buildOpenApiDocument(): Promise<OpenAPIObject> {
  const config = loadConfig({ DATABASE_URL: 'postgres://unused@127.0.0.1/unused', LOG_LEVEL: 'silent', SERVE_WEB: 'false' });
  const app = await NestFactory.create(AppModule.forRoot(config), { preview: true, logger: false, abortOnError: false });
  try {
    applyGlobalPrefix(app);
    const builder = new DocumentBuilder()
      .setTitle('Hydrant Operations Console API')
      .setDescription('Session-cookie API of the fire-hydrant operations console. All paths are under /api.')
      .setVersion(apiVersion())
      .addCookieAuth(SESSION_COOKIE_NAME, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME }, 'session')
      .addSecurityRequirements('session')
      .addBearerAuth(
        { type: 'http', scheme: 'bearer', description: 'An API token (admin-created); accepted on the feeds only' },
        'apiToken',
      )
      .addTag('auth', 'Sign-in, demo access and the current user')
      .addTag('health', 'Readiness of the API and its database')
      .addTag('hydrants', 'Hydrant registry, stats, map points, proximity search, exports, photos and bulk inspection')
      .addTag('zones', 'Zones drawn on the map, with the hydrants inside each counted by status')
      .addTag('map-config', 'Map tile source and attribution')
      .addTag('maintenance', 'Maintenance schedules, Start/Complete Work and the maintenance dashboard')
      .addTag('maintenance-history', 'Maintenance and inspection history records and their photos')
      .addTag('alerts', 'Alerts raised by the server, their counters, acknowledgement and deletion')
      .addTag('users', 'User administration (admins): roles, disabling, password resets')
      .addTag('feeds', 'Read-only machine feeds for dispatch/CAD and GIS (API token or session)')
      .addTag('api-tokens', 'API tokens for the feeds (admins)')
      .addTag('notifications', 'E-mail and webhook targets of out-of-service events, and their deliveries (admins)')
      .build();
    const document = SwaggerModule.createDocument(app, builder, {
      operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey,
    });
    markPublicOperations(document, discoverRoutes(app));
    addCommonResponses(document);
    addWriteHeaders(document, discoverRoutes(app));
    return document;
  } finally {
    await app.close();
  }
}

/**
 * Public routes need no cookie: `security: []` overrides the document-wide requirement.
 * Every other operation carries `x-min-role`, the least role of DECISIONS §12 that may
 * call it (its @MinRole(); absent means the route is closed to all).
 * Feeds take the cookie or an API token.
 */
function markPublicOperations(document: OpenAPIObject, routes: DiscoveredRoute[]): void {
  for (const route of routes) {
    const item = document.paths[openApiPath(route.path)] as
      Record<string, { security?: unknown[]; 'x-min-role'?: string }> | undefined;
    const operation = item?.[route.method.toLowerCase()];
    if (!operation) continue;
    if (route.isPublic) operation.security = [];
    else if (route.isFeed) operation.security = [{ session: [] }, { apiToken: [] }];
    else delete operation.security;
    if (!route.isPublic && route.minRole) operation['x-min-role'] = route.minRole;
  }
}

const ERROR_BODY = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponseDto' } } };

/**
 * Answers every operation may give, declared once here rather than on each route: 503
 * (with Retry-After) while the database is unreachable, and for writes 415 when a body
 * is not JSON (see common/request-body-limits.ts and common/database-errors.ts).
 */
function addCommonResponses(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, { responses?: Record<string, unknown> }>)) {
      const responses = (operation.responses ??= {});
      responses['503'] ??= {
        description: 'The database is briefly unreachable; retry after the Retry-After seconds',
        headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } },
        content: ERROR_BODY,
      };
      if (['post', 'put', 'patch', 'delete'].includes(method)) {
        responses['415'] ??= {
          description: 'A request body that is not JSON (Content-Type must be application/json)',
          content: ERROR_BODY,
        };
      }
    }
  }
}

/** Recursively sorts object keys (arrays keep their order) so the output never depends on insertion order. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The document as committed: sorted keys, 2-space indent, trailing newline. */
export function serializeOpenApi(document: OpenAPIObject): string {
  return `${JSON.stringify(sortKeys(document), null, 2)}\n`;
}
