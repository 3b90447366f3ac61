import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'hydrant:isPublic';
export const ALLOW_DEMO_WRITE_KEY = 'hydrant:allowDemoWrite';

/**
 * The route needs no session (login, demo, logout, health, remotes.json). The OpenAPI
 * writer gives such operations `security: []`; all others need the session cookie.
 */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC_KEY, true);

/**
 * A non-GET route that a demo session may still call because it changes no data, only
 * who is signed in (login, demo, logout). Every other write from a demo session is 403.
 */
export const AllowDemoWrite = (): MethodDecorator & ClassDecorator => SetMetadata(ALLOW_DEMO_WRITE_KEY, true);
