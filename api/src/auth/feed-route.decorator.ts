import { SetMetadata } from '@nestjs/common';

export const IS_FEED_KEY = 'hydrant:isFeed';

/**
 * A read-only machine feed (DECISIONS §13): besides a session, an API token in
 * `Authorization: Bearer <token>` is accepted. A token on any route not marked so is 401
 * (AccessPolicy). The OpenAPI writer lists the bearer scheme on these operations.
 */
export const FeedRoute = (): MethodDecorator & ClassDecorator => SetMetadata(IS_FEED_KEY, true);
