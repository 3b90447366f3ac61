import { applyDecorators, SetMetadata } from '@nestjs/common';
import type { ApiTokenScope } from './api-token-scopes.js';

export const IS_FEED_KEY = 'hydrant:isFeed';
export const TOKEN_SCOPE_KEY = 'hydrant:tokenScope';
export const GIS_ROUTE_KEY = 'hydrant:gisRoute';

/** The query parameter that GIS routes accept an API token in (for clients that cannot send headers). */
export const TOKEN_QUERY_PARAMETER = 'access_token';

/**
 * A read-only machine feed (DECISIONS §13): besides a session, an API token in
 * `Authorization: Bearer <token>` is accepted. A token on any route not marked so is 401
 * (AccessPolicy). The OpenAPI writer lists the bearer scheme on these operations.
 */
export const FeedRoute = (scope: ApiTokenScope = 'feed'): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(IS_FEED_KEY, true), SetMetadata(TOKEN_SCOPE_KEY, scope));

/**
 * An OGC API – Features route (DECISIONS §16): a read-only feed for tokens with the `gis:read`
 * scope, which may also come as the `access_token` query parameter; published without any
 * credential when the site sets OGC_PUBLIC=true.
 */
export const GisRoute = (): MethodDecorator & ClassDecorator =>
  applyDecorators(FeedRoute('gis:read'), SetMetadata(GIS_ROUTE_KEY, true));

export const OWN_AUTHORIZATION_KEY = 'hydrant:ownAuthorization';

/**
 * The route checks `Authorization` itself (GET /api/metrics and its METRICS_TOKEN): the
 * access policy leaves a Bearer header on it to the route instead of taking it for an API token.
 */
export const OwnAuthorization = (): MethodDecorator & ClassDecorator => SetMetadata(OWN_AUTHORIZATION_KEY, true);
