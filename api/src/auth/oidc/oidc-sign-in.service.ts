import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AuditService } from '../../audit/audit.service.js';
import { AccessPolicy } from '../access-policy.js';
import { sessionUserFrom, sessionUserOf, type SessionUser } from '../session-user.js';
import { OidcClientService, PENDING_SIGN_IN_TTL_MS, type PendingOidcSignIn } from './oidc-client.service.js';
import { mappedRole, OidcUsersService } from './oidc-users.service.js';

/** Why a sign-in through the provider ended on the sign-in screen (the shell shows the matching text). */
export type OidcSignInError = 'no-role' | 'disabled' | 'failed' | 'unavailable';

export const CALLBACK_PATH = '/api/auth/oidc/callback';
export const LOGIN_PATH = '/login';

interface OidcSessionData {
  /** Between the redirect to the provider and its answer. */
  oidcPending?: PendingOidcSignIn;
  /** The ID token of a session signed in through the provider (the hint of its RP-initiated logout). */
  oidcIdToken?: string;
}

const oidcSession = (req: Request): OidcSessionData => req.session as unknown as OidcSessionData;

const describe = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * The browser's round trip through the site's OpenID Connect provider: start (redirect there
 * with PKCE, state and nonce kept in the session), callback (check and redeem the answer, map
 * the role claim, create or update the user, start a new session; audited like a password
 * sign-in) and sign-out (ours, then the provider's where it offers an end-session endpoint).
 */
@Injectable()
export class OidcSignInService {
  private readonly logger = new Logger('OidcSignIn');

  constructor(
    private readonly oidc: OidcClientService,
    private readonly users: OidcUsersService,
    private readonly access: AccessPolicy,
    private readonly audit: AuditService,
  ) {}

  /** This site's address as the browser reached it (honours TRUST_PROXY through req.protocol). */
  private origin(req: Request): string {
    return `${req.protocol}://${req.get('host')}`;
  }

  private redirectUri(req: Request): string {
    return this.oidc.settings?.redirectUri ?? `${this.origin(req)}${CALLBACK_PATH}`;
  }

  /** Where the provider sends the browser after its own sign-out: our sign-in screen, at the callback's origin. */
  private loginUrl(req: Request): string {
    return `${new URL(this.redirectUri(req)).origin}${LOGIN_PATH}`;
  }

  async start(req: Request): Promise<string> {
    if (!this.oidc.settings) throw new NotFoundException('Single sign-on is not configured');
    try {
      const { url, pending } = await this.oidc.authorizationRequest(this.redirectUri(req));
      oidcSession(req).oidcPending = pending;
      return url;
    } catch (error) {
      this.logger.warn(`Starting a sign-in through the provider failed: ${describe(error)}`);
      return this.failedUrl('unavailable');
    }
  }

  /** Answers where the browser goes next: the console when signed in, else the sign-in screen with the reason. */
  async callback(req: Request): Promise<string> {
    if (!this.oidc.settings) throw new NotFoundException('Single sign-on is not configured');
    const session = oidcSession(req);
    const pending = session.oidcPending;
    // One use only: a replayed answer finds nothing to match.
    delete session.oidcPending;
    const query = new URL(req.originalUrl, 'http://callback').search;
    if (!pending || Date.now() - pending.startedAt > PENDING_SIGN_IN_TTL_MS) {
      return this.refuse(req, 'failed', 'no sign-in was waiting for this answer (replayed, expired or from another browser)');
    }
    let identity;
    try {
      identity = await this.oidc.redeem(query, pending);
    } catch (error) {
      return this.refuse(req, 'failed', `the provider's answer was refused (${describe(error)})`);
    }
    const role = mappedRole(identity.claims, this.oidc.settings);
    const named = [identity.claims.preferred_username, identity.claims.email].find((v) => typeof v === 'string');
    const name = typeof named === 'string' ? named : identity.subject;
    if (!role) return this.refuse(req, 'no-role', `no role is mapped to the ${this.oidc.settings.roleClaim} of ${name}`, name);
    const row = await this.users.upsert(identity, role);
    if (row.disabled) return this.refuse(req, 'disabled', 'the account is disabled', row.username);
    const user = sessionUserFrom(row);
    await this.logIn(req, user);
    oidcSession(req).oidcIdToken = identity.idToken;
    await this.audit.recordEvent('sign-in', { id: row.id, name: row.username }, { address: req.ip ?? null, method: 'oidc' });
    return '/';
  }

  /** Ends our session; answers the provider's end-session URL when it has one and the session came from it. */
  async signOut(req: Request, res: Response): Promise<string> {
    const user = sessionUserOf(req);
    const idToken = oidcSession(req).oidcIdToken;
    await this.access.endSession(req, res);
    if (user) {
      const actor = user.kind === 'user' ? { id: user.id, name: user.username } : { id: null, name: user.username };
      await this.audit.recordEvent('sign-out', actor, { address: req.ip ?? null });
    }
    const login = this.loginUrl(req);
    if (!idToken || !this.oidc.settings) return LOGIN_PATH;
    return (await this.oidc.endSessionUrl(idToken, login)) ?? LOGIN_PATH;
  }

  private failedUrl(reason: OidcSignInError): string {
    return `${LOGIN_PATH}?signInError=${reason}`;
  }

  private async refuse(req: Request, reason: OidcSignInError, detail: string, username = ''): Promise<string> {
    this.logger.warn(`Sign-in through the provider refused: ${detail}`);
    await this.audit.recordEvent('sign-in-failed', { id: null, name: username }, { address: req.ip ?? null, reason: detail });
    return this.failedUrl(reason);
  }

  /** A new session (passport regenerates it: no fixation, the pending data goes with the old one). */
  private logIn(req: Request, user: SessionUser): Promise<void> {
    return new Promise((resolve, reject) => {
      req.logIn(user, { session: true, keepSessionInfo: false }, (error?: Error) => (error ? reject(error) : resolve()));
    });
  }
}
