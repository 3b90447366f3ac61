import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { Authenticator } from 'passport';
import { userLoadedWithSession } from '../session/pg-session-store.js';
import { UsersService } from '../users/users.service.js';
import { DEMO_USERNAME, SerializedSessionUser, SessionUser, sessionClientOf, sessionUserFrom } from './session-user.js';
import { PASSPORT } from './passport.provider.js';

/**
 * Stores the smallest possible identity in the session (a user id, or the demo flag with
 * its expiry) and turns it back into a {@link SessionUser} on each request. A user that
 * no longer exists simply ends the login.
 */
@Injectable()
export class SessionSerializer {
  constructor(
    @Inject(PASSPORT) passport: Authenticator,
    private readonly users: UsersService,
  ) {
    // Three parameters: passport then passes the request (the session notes where it was started).
    passport.serializeUser((req: Request, user: Express.User, done: (err: unknown, payload?: SerializedSessionUser) => void) =>
      done(null, this.serialize(user as SessionUser, req)),
    );
    // Three parameters: passport then passes the request (the session store read the user with it).
    passport.deserializeUser(
      (req: Request, payload: SerializedSessionUser, done: (err: unknown, user?: SessionUser | false) => void) => {
        this.deserialize(payload, req).then(
          (user) => done(null, user ?? false),
          (error: unknown) => done(error),
        );
      },
    );
  }

  /**
   * A user's session also keeps the browser, address and time of the sign-in (listed on the
   * account page): written with the login's one save, never again.
   */
  serialize(user: SessionUser, req?: Request): SerializedSessionUser {
    if (user.kind === 'demo') return { demo: true, expiresAt: user.expiresAt };
    return req ? { userId: user.id, client: sessionClientOf(req) } : { userId: user.id };
  }

  async deserialize(payload: SerializedSessionUser | undefined, req?: Request): Promise<SessionUser | null> {
    if (!payload || typeof payload !== 'object') return null;
    if ('demo' in payload && payload.demo === true && Number.isFinite(payload.expiresAt)) {
      return { kind: 'demo', username: DEMO_USERNAME, expiresAt: payload.expiresAt };
    }
    if ('userId' in payload && Number.isInteger(payload.userId)) {
      // Read in the same statement as the session (see JoinedPgSessionStore), else loaded here.
      const loaded = userLoadedWithSession(req, payload.userId);
      const user = loaded !== undefined ? loaded : await this.users.findById(payload.userId);
      // A disabled user's session ends at once (their session rows are also deleted when disabled).
      return user && !user.disabled ? sessionUserFrom(user) : null;
    }
    return null;
  }
}
