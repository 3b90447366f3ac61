import type { Request } from 'express';
import type { Role } from './min-role.decorator.js';

/** Demo sessions last this long from the moment they start (SPEC §9). */
export const DEMO_DURATION_MS = 2 * 60 * 60 * 1000;

/** Label of the demo account. */
export const DEMO_USERNAME = 'demo';

/** Who a request is acting as, once passport has read the session. */
export type SessionUser =
  | {
      kind: 'user';
      id: number;
      username: string;
      role: Role;
      mustChangePassword: boolean;
      /** The user has a confirmed second factor (TOTP). */
      secondFactor: boolean;
      /** A user of the site's directory (OpenID Connect): no password; the provider asks for further factors. */
      directory?: boolean;
    }
  | { kind: 'demo'; username: typeof DEMO_USERNAME; expiresAt: number };

/** The session identity of a user row. */
export function sessionUserFrom(user: {
  id: number;
  username: string;
  role: Role;
  mustChangePassword: boolean;
  secondFactorEnabledAt: Date | null;
  oidcSubject?: string | null;
}): SessionUser {
  return {
    kind: 'user',
    id: user.id,
    username: user.username,
    role: user.role,
    mustChangePassword: user.mustChangePassword,
    secondFactor: user.secondFactorEnabledAt !== null,
    directory: user.oidcSubject != null,
  };
}

/** The user's role must sign in with a second factor on this site and they have none yet. */
export function mustSetUpSecondFactor(user: SessionUser, requiredRoles: readonly Role[]): boolean {
  return user.kind === 'user' && !user.secondFactor && !user.directory && requiredRoles.includes(user.role);
}

/** The role a session acts with: a demo reads like a viewer (and never writes). */
export function roleOf(user: SessionUser): Role {
  return user.kind === 'demo' ? 'viewer' : user.role;
}

/** Where a user's session was started (stored with it, shown on the account page). */
export interface SessionClient {
  userAgent: string;
  address: string | null;
  startedAt: string;
}

export function sessionClientOf(req: Request, now: Date = new Date()): SessionClient {
  return { userAgent: (req.get('user-agent') ?? '').slice(0, 512), address: req.ip ?? null, startedAt: now.toISOString() };
}

/** What the session row stores under passport.user. */
export type SerializedSessionUser = { userId: number; client?: SessionClient } | { demo: true; expiresAt: number };

export function sessionUserOf(req: Request): SessionUser | undefined {
  return (req.user as SessionUser | undefined) ?? undefined;
}

/** Whole minutes left in a demo (rounded up, so a fresh demo reports 120), never negative. */
export function demoMinutesLeft(expiresAt: number, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 60_000));
}
