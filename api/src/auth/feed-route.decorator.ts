import { SetMetadata } from '@nestjs/common';

export const IS_FEED_KEY = 'hydrant:isFeed';

/**
 * A read-only machine feed (DECISIONS §13): besides a session, an API token in
 * `Authorization: Bearer <token>` is accepted. A token on any route not marked so is 401
 * (AccessPolicy). The OpenAPI writer lists the bearer scheme on these operations.
 */
export const FeedRoute = (): MethodDecorator & ClassDecorator => SetMetadata(IS_FEED_KEY, true);

export const OWN_AUTHORIZATION_KEY = 'hydrant:ownAuthorization';

/**
 * The route checks `Authorization` itself (GET /api/metrics and its METRICS_TOKEN): the
 * access policy leaves a Bearer header on it to the route instead of taking it for an API token.
 */
export const OwnAuthorization = (): MethodDecorator & ClassDecorator => SetMetadata(OWN_AUTHORIZATION_KEY, true);
