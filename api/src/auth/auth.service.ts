import { ForbiddenException, HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChangePasswordDto } from '../users/dto/password.dto.js';
import { passwordProblem } from '../users/password-policy.js';
import { USER_MESSAGES } from '../users/user.constants.js';
import { fieldError, UsersAdminService } from '../users/users-admin.service.js';
import { UsersService } from '../users/users.service.js';
import { UserSessionDto } from '../users/dto/user-session.dto.js';
import { UserSessionsService } from '../users/user-sessions.service.js';
import type { Request, Response } from 'express';
import type { Authenticator } from 'passport';
import { AccessPolicy } from './access-policy.js';
import { CurrentUserDto } from './dto/current-user.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { LOCAL_STRATEGY } from './local.strategy.js';
import { DeviceCookieService } from './device-cookie.service.js';
import { LoginKeys, LoginRateLimiter } from './login-rate-limiter.service.js';
import { PASSPORT } from './passport.provider.js';
import {
  DEMO_DURATION_MS,
  DEMO_USERNAME,
  demoMinutesLeft,
  mustSetUpSecondFactor,
  SessionUser,
  sessionUserFrom,
} from './session-user.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { SecondFactorChallengeDto, SecondFactorLoginDto } from './dto/second-factor.dto.js';
import { SECOND_FACTOR_MESSAGES } from './second-factor.constants.js';
import { SecondFactorService } from './second-factor.service.js';
import type { SignInAttemptRequest } from '../audit/audit-events.interceptor.js';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';
export const LOCAL_SIGN_IN_ADMIN_ONLY_MESSAGE = (provider: string): string =>
  `Sign in with ${provider}: on this site passwords are for administrators only`;
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many failed login attempts. Try again in a few minutes.';

@Injectable()
export class AuthService {
  constructor(
    @Inject(PASSPORT) private readonly passport: Authenticator,
    private readonly rateLimiter: LoginRateLimiter,
    private readonly deviceCookies: DeviceCookieService,
    private readonly access: AccessPolicy,
    private readonly users: UsersService,
    private readonly usersAdmin: UsersAdminService,
    private readonly sessions: UserSessionsService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly secondFactor: SecondFactorService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  toCurrentUser(user: SessionUser, now: number = Date.now()): CurrentUserDto {
    return user.kind === 'demo'
      ? {
          username: user.username,
          isDemo: true,
          demoTimeLeft: demoMinutesLeft(user.expiresAt, now),
          role: 'viewer',
          mustChangePassword: false,
          secondFactorEnabled: false,
          mustSetUpSecondFactor: false,
        }
      : {
          username: user.username,
          isDemo: false,
          demoTimeLeft: null,
          role: user.role,
          mustChangePassword: user.mustChangePassword,
          secondFactorEnabled: user.secondFactor,
          mustSetUpSecondFactor: mustSetUpSecondFactor(user, this.config.twoFactorRequiredRoles),
          directory: user.directory === true,
        };
  }

  /**
   * A signed-in user chooses a new password (also the forced change after an admin's
   * reset): the current one must match and the new one obey the rules. The user's other
   * sessions end; this one goes on.
   */
  async changePassword(user: SessionUser, body: ChangePasswordDto, req: Request): Promise<CurrentUserDto> {
    if (user.kind !== 'user') throw new ForbiddenException('Demo access is read-only');
    if (user.directory) throw fieldError('currentPassword', USER_MESSAGES.directoryPassword);
    if (!(await this.users.passwordMatches(user.id, body.currentPassword))) {
      throw fieldError('currentPassword', USER_MESSAGES.currentPasswordWrong);
    }
    const problem =
      body.newPassword === body.currentPassword
        ? USER_MESSAGES.passwordUnchanged
        : passwordProblem(body.newPassword, user.username);
    if (problem) throw fieldError('newPassword', problem);
    const hash = await this.users.hashPassword(body.newPassword);
    await this.usersAdmin.changingUser(user.id, async (manager) => {
      await manager.query(
        `UPDATE users SET password_hash = $2, must_change_password = false, version = version + 1, updated_at = now() WHERE id = $1`,
        [user.id, hash],
      );
      await this.usersAdmin.endSessions(manager, user.id, req.sessionID);
    });
    return this.toCurrentUser({ ...user, mustChangePassword: false });
  }

  /**
   * Rate limit (the attempt is counted first, atomically: on the browser's device counter when
   * it holds a valid device cookie of this user, else per username + address and per address),
   * then passport-local, then a fresh session and a (renewed) device cookie. The body was validated by the
   * global ValidationPipe before this runs (a guard would have run before validation).
   */
  async login(credentials: LoginDto, req: Request, res: Response): Promise<CurrentUserDto | SecondFactorChallengeDto> {
    const device = await this.deviceCookies.validFor(req, credentials.username);
    const keys = this.rateLimiter.keysFor(credentials.username, req.ip, device?.nonce);
    await this.refuseWhenBlocked(keys, res);
    const user = await this.authenticateLocal(req, res);
    if (!user) {
      await this.rateLimiter.prune();
      throw new UnauthorizedException(INVALID_CREDENTIALS_MESSAGE);
    }
    if (user.kind === 'user' && this.config.signIn.localSignIn === 'admin' && user.role !== 'admin') {
      // LOCAL_SIGN_IN=admin: the password was right, but only break-glass administrators use one (counted as a failure).
      await this.rateLimiter.prune();
      throw new UnauthorizedException(
        LOCAL_SIGN_IN_ADMIN_ONLY_MESSAGE(this.config.signIn.oidc?.providerName ?? 'single sign-on'),
      );
    }
    await this.rateLimiter.succeeded(keys);
    if (user.kind === 'user' && user.secondFactor) {
      // No session yet: it starts only once the code step has succeeded.
      return {
        secondFactorRequired: true,
        challenge: await this.secondFactor.challengeFor({ userId: user.id, username: user.username }),
        message: SECOND_FACTOR_MESSAGES.enterCode,
      };
    }
    await this.establishSession(req, user);
    await this.deviceCookies.issue(req, res, user.username, device);
    return this.toCurrentUser(user);
  }

  /**
   * The code step of a two-factor sign-in: the challenge of the password step and a code
   * (TOTP, or a recovery code, spent). Codes are counted per user like passwords (429 with
   * Retry-After past LOGIN_MAX_FAILURES in the window); a wrong one is 401. Then the session starts.
   */
  async loginWithCode(body: SecondFactorLoginDto, req: Request, res: Response): Promise<CurrentUserDto> {
    const challenge = await this.secondFactor.readChallenge(body.challenge);
    if (!challenge) throw new UnauthorizedException(SECOND_FACTOR_MESSAGES.challengeExpired);
    // names the user in the audit trail's 'sign-in-failed' when the code is refused
    (req as SignInAttemptRequest).signInUsername = challenge.username;
    const keys = this.rateLimiter.secondFactorKeys(challenge.userId);
    await this.refuseWhenBlocked(keys, res);
    const { ok } = await this.secondFactor.verifySignIn(challenge.userId, body.code);
    if (!ok) {
      await this.rateLimiter.prune();
      throw new UnauthorizedException(SECOND_FACTOR_MESSAGES.wrongCode);
    }
    await this.rateLimiter.succeeded(keys);
    const row = await this.users.findById(challenge.userId);
    if (!row || row.disabled || !row.secondFactorEnabledAt) {
      throw new UnauthorizedException(SECOND_FACTOR_MESSAGES.challengeExpired);
    }
    const user = sessionUserFrom(row);
    await this.establishSession(req, user);
    await this.deviceCookies.issue(req, res, user.username, await this.deviceCookies.validFor(req, user.username));
    return this.toCurrentUser(user);
  }

  private async refuseWhenBlocked(keys: LoginKeys, res: Response): Promise<void> {
    const block = await this.rateLimiter.countAttempt(keys);
    if (!block.blocked) return;
    res.setHeader('Retry-After', String(block.retryAfterSeconds));
    throw new HttpException(
      { statusCode: HttpStatus.TOO_MANY_REQUESTS, message: TOO_MANY_ATTEMPTS_MESSAGE, error: 'Too Many Requests' },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }

  /** A demo session: flagged demo, ending DEMO_DURATION_MS after now, read-only (see AccessPolicy). */
  async startDemo(req: Request): Promise<CurrentUserDto> {
    const now = Date.now();
    const user: SessionUser = { kind: 'demo', username: DEMO_USERNAME, expiresAt: now + DEMO_DURATION_MS };
    await this.establishSession(req, user);
    req.session.cookie.expires = new Date(user.expiresAt);
    return this.toCurrentUser(user, now);
  }

  /** The user's own sessions (a demo, which has no account, has none to list). */
  listSessions(user: SessionUser, req: Request): Promise<UserSessionDto[]> {
    return user.kind === 'user' ? this.sessions.list(user.id, req.sessionID) : Promise.resolve([]);
  }

  /** Ends one of the user's sessions; ending the current one is signing out here. */
  async endSession(user: SessionUser, handle: string, req: Request, res: Response): Promise<void> {
    if (user.kind !== 'user') throw new ForbiddenException(USER_MESSAGES.demoHasNoSessions);
    const session = await this.sessions.find(user.id, handle, req.sessionID);
    if (session.current) {
      await this.access.endSession(req, res);
      await this.sessions.recordEnded(user, session, req);
    } else {
      await this.sessions.endOther(user, session, req);
    }
  }

  /** Destroys the session (if any) and clears the cookie. */
  logout(req: Request, res: Response): Promise<void> {
    return this.access.endSession(req, res);
  }

  private authenticateLocal(req: Request, res: Response): Promise<SessionUser | null> {
    return new Promise((resolve, reject) => {
      const handler = this.passport.authenticate(
        LOCAL_STRATEGY,
        { session: false },
        (error: unknown, user: SessionUser | false) => {
          if (error) reject(error instanceof Error ? error : new Error('Authentication failed', { cause: error }));
          else resolve(user || null);
        },
      ) as (req: Request, res: Response, next: (error?: unknown) => void) => void;
      handler(req, res, (error) => reject(error instanceof Error ? error : new Error('Authentication failed', { cause: error })));
    });
  }

  /**
   * Logs the user into a NEW session. passport >= 0.6 regenerates the session inside
   * req.logIn (req.session.regenerate, then stores the user and saves), so the
   * pre-login session id is discarded: no session fixation.
   */
  private establishSession(req: Request, user: SessionUser): Promise<void> {
    return new Promise((resolve, reject) => {
      req.logIn(user, { session: true, keepSessionInfo: false }, (error?: Error) => (error ? reject(error) : resolve()));
    });
  }
}
