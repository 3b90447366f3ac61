import { Provider } from '@nestjs/common';
import passport from 'passport';

/**
 * Injection token of this application's own passport Authenticator. A per-app instance
 * (instead of passport's global singleton) keeps serializers and strategies of one Nest
 * app from leaking into another one in the same process (tests start several).
 */
export const PASSPORT = Symbol('PASSPORT');

export const passportProvider: Provider = {
  provide: PASSPORT,
  useFactory: (): passport.Authenticator => new passport.Passport(),
};
