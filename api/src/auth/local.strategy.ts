import { Inject, Injectable } from '@nestjs/common';
import type { Authenticator } from 'passport';
import { Strategy } from 'passport-local';
import { UsersService } from '../users/users.service.js';
import { PASSPORT } from './passport.provider.js';
import { sessionUserFrom } from './session-user.js';

/** Name under which the strategy is registered with this app's passport instance. */
export const LOCAL_STRATEGY = 'local';

/** passport-local: username + password from the JSON body, checked against the users table (argon2). */
@Injectable()
export class LocalStrategy extends Strategy {
  constructor(@Inject(PASSPORT) passport: Authenticator, users: UsersService) {
    super({ usernameField: 'username', passwordField: 'password' }, (username, password, done) => {
      users.verifyCredentials(username, password).then(
        (user) => done(null, user ? sessionUserFrom(user) : false),
        (error: unknown) => done(error),
      );
    });
    passport.use(LOCAL_STRATEGY, this);
  }
}
