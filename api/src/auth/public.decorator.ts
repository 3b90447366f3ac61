import { applyDecorators, SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'hydrant:isPublic';
export const ALLOW_DEMO_WRITE_KEY = 'hydrant:allowDemoWrite';

/** Swagger's metadata key for per-operation security; an empty list marks the operation as open. */
const SWAGGER_SECURITY_KEY = 'swagger/apiSecurity';

/** The route needs no session (login, demo, logout, health, remotes.json). */
export const Public = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(IS_PUBLIC_KEY, true), SetMetadata(SWAGGER_SECURITY_KEY, []));

/**
 * A non-GET route that a demo session may still call because it changes no data, only
 * who is signed in (login, demo, logout). Every other write from a demo session is 403.
 */
export const AllowDemoWrite = (): MethodDecorator & ClassDecorator => SetMetadata(ALLOW_DEMO_WRITE_KEY, true);
