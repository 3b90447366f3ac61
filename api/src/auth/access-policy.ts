import { ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SessionMiddlewareFactory } from '../session/session-middleware.factory.js';
import { SESSION_COOKIE_NAME } from '../session/session.constants.js';
import { hasRole, Role } from './min-role.decorator.js';
import { mustSetUpSecondFactor, roleOf, sessionUserOf } from './session-user.js';
import { SECOND_FACTOR_MESSAGES } from './second-factor.constants.js';
import { ApiTokenVerifier, bearerTokenOf, queryTokenOf } from './api-token-verifier.js';
import type { ApiTokenScope } from './api-token-scopes.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** Methods that never change data; anything else from a demo session is refused. */
export const READ_ONLY_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RouteAccess {
  /** Marked @Public(): no session needed. */
  isPublic: boolean;
  /** Marked @AllowDemoWrite(): a demo session may call it although it is not a read. */
  allowDemoWrite: boolean;
  /** The route's @MinRole(): the least role that may call it. A non-public route without one is refused. */
  minRole?: Role;
  /** Marked @AllowPasswordChangePending(): open to a user who must first choose a new password. */
  allowPasswordChangePending?: boolean;
  /** Marked @AllowSecondFactorSetup(): open to a user who must first set up a second factor. */
  allowSecondFactorSetup?: boolean;
  /** Marked @FeedRoute(): an API token (Authorization: Bearer) may read it instead of a session. */
  isFeed?: boolean;
  /** The scope a token needs on a feed route (@FeedRoute(scope); 'feed' when unstated). */
  tokenScope?: ApiTokenScope;
  /**
   * Marked @GisRoute() (OGC API – Features): a token may also come as the access_token query
   * parameter, and OGC_PUBLIC=true opens the route without any credential.
   */
  isGis?: boolean;
  /** Marked @OwnAuthorization(): the route reads the Authorization header itself. */
  ownAuthorization?: boolean;
}

export const ACCESS_MESSAGES = {
  noRule: 'This route states no role and is closed',
  mustChangePassword: 'Choose a new password first',
  role: (least: Role): string => `This needs the ${least} role or higher`,
} as const;

/**
 * The one place deciding whether a request may reach a route. Used by the global
 * SessionGuard for every route and by the exception filter for /api paths that match
 * no route, so "401 before 404" and "demo is read-only" hold for routes added later.
 * Roles (DECISIONS §12): every non-public route names its least role with @MinRole();
 * one without is refused, and a user who must change the password reaches only the
 * routes marked @AllowPasswordChangePending().
 */
@Injectable()
export class AccessPolicy {
  constructor(
    private readonly sessions: SessionMiddlewareFactory,
    private readonly tokens: ApiTokenVerifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Resolves when the request may proceed; throws 401/403 otherwise. */
  async enforce(req: Request, res: Response, access: RouteAccess, now: number = Date.now()): Promise<void> {
    const token = access.ownAuthorization ? undefined : (bearerTokenOf(req) ?? (access.isGis ? queryTokenOf(req) : undefined));
    if (token !== undefined) {
      // An API token reads the feeds and nothing else, whatever session comes with it.
      if (!access.isFeed || !READ_ONLY_METHODS.has(req.method.toUpperCase())) {
        throw new UnauthorizedException('API tokens are accepted on the feeds only');
      }
      const verified = await this.tokens.verify(token);
      if (verified === undefined) throw new UnauthorizedException('Invalid or revoked API token');
      const scope = access.tokenScope ?? 'feed';
      if (!verified.scopes.includes(scope)) throw new ForbiddenException(`This API token lacks the ${scope} scope`);
      return;
    }
    const user = sessionUserOf(req);
    // A site may publish its GIS collections to anyone (OGC_PUBLIC=true): reads only, no session needed.
    if (!user && access.isGis && this.config.ogc.public && READ_ONLY_METHODS.has(req.method.toUpperCase())) return;
    if (user?.kind === 'demo') {
      if (now >= user.expiresAt) {
        if (!access.isPublic) {
          await this.endSession(req, res);
          throw new UnauthorizedException('Demo session expired');
        }
        // A public route (login, demo, logout) carries on anonymously in a fresh, empty session.
        await this.resetSession(req);
        return;
      }
      // Keep the cookie (and the stored session) from outliving the demo despite rolling renewal.
      if (req.session) req.session.cookie.expires = new Date(user.expiresAt);
      if (!READ_ONLY_METHODS.has(req.method.toUpperCase()) && !access.allowDemoWrite) {
        throw new ForbiddenException('Demo access is read-only');
      }
    }
    if (access.isPublic) return;
    if (!user) throw new UnauthorizedException('Authentication required');
    if (user.kind === 'user' && user.mustChangePassword && !access.allowPasswordChangePending) {
      throw new ForbiddenException(ACCESS_MESSAGES.mustChangePassword);
    }
    if (!access.allowSecondFactorSetup && mustSetUpSecondFactor(user, this.config.twoFactorRequiredRoles)) {
      throw new ForbiddenException(SECOND_FACTOR_MESSAGES.setUpFirst);
    }
    // Fail closed: a route that forgot its @MinRole is open to nobody (the route walk test names it).
    if (!access.minRole) throw new ForbiddenException(ACCESS_MESSAGES.noRule);
    if (!hasRole(roleOf(user), access.minRole)) throw new ForbiddenException(ACCESS_MESSAGES.role(access.minRole));
  }

  /** Replaces the session with a new empty one (the old one is deleted from the store). */
  private async resetSession(req: Request): Promise<void> {
    if (req.session && typeof req.session.regenerate === 'function') {
      await new Promise<void>((resolve, reject) =>
        req.session.regenerate((error?: Error) => (error ? reject(error) : resolve())),
      );
    }
    req.user = undefined;
  }

  /** Destroys the session in the store and tells the browser to drop the cookie. */
  async endSession(req: Request, res: Response): Promise<void> {
    const session = req.session as (typeof req.session & { destroy?: unknown }) | undefined;
    if (session && typeof session.destroy === 'function') {
      await new Promise<void>((resolve, reject) => req.session.destroy((error?: Error) => (error ? reject(error) : resolve())));
    }
    req.user = undefined;
    if (!res.headersSent) res.clearCookie(SESSION_COOKIE_NAME, this.sessions.cookieOptions());
  }
}
