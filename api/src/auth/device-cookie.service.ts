import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { SessionMiddlewareFactory } from '../session/session-middleware.factory.js';

/** Name of the cookie holding this browser's device tokens (one per user who signed in here). */
export const DEVICE_COOKIE_NAME = 'hydrant.device';

/** A device token lives this long; each successful sign-in renews it. */
const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 3_600_000;

/** A shared station computer keeps the tokens of this many users (the most recent). */
const MAX_TOKENS = 10;

/** A token that proved to be ours and to name the user signing in. */
export interface DeviceToken {
  /** The random id of this browser-and-user pair: the key of its own failure counter. */
  nonce: string;
}

interface ParsedToken {
  username: string;
  nonce: string;
  raw: string;
}

/**
 * OWASP's device cookies: a browser in which a user signed in successfully gets a token
 * naming that user, signed with an HMAC (key derived from the session secret). A sign-in
 * for that user from that browser is then counted against the token alone, so an attack
 * from the same address (a station or a city network behind one public address) cannot
 * lock that crew member out. A token is only worth anything for the username it names:
 * another user's token, or a forged one, counts as no token.
 */
@Injectable()
export class DeviceCookieService {
  private key: Buffer | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionMiddlewareFactory,
  ) {}

  private async signingKey(): Promise<Buffer> {
    this.key ??= createHmac('sha256', await this.sessions.secret())
      .update('hydrant device cookie v1')
      .digest();
    return this.key;
  }

  private async mac(username: string, nonce: string): Promise<string> {
    return createHmac('sha256', await this.signingKey())
      .update(`${username}\n${nonce}`)
      .digest('base64url');
  }

  /** The valid token of this request's browser for `username`, or null. */
  async validFor(req: Request, username: string): Promise<DeviceToken | null> {
    const wanted = normalise(username);
    for (const token of tokensOf(req)) {
      if (token.username !== wanted) continue;
      const [, , given] = token.raw.split('.');
      const expected = await this.mac(token.username, token.nonce);
      if (given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
        return { nonce: token.nonce };
      }
    }
    return null;
  }

  /** After a successful sign-in: (re)issues the token for `username`, keeping the others of this browser. */
  async issue(req: Request, res: Response, username: string, existing: DeviceToken | null): Promise<void> {
    const name = normalise(username);
    const nonce = existing?.nonce ?? randomBytes(16).toString('base64url');
    const fresh = `${Buffer.from(name).toString('base64url')}.${nonce}.${await this.mac(name, nonce)}`;
    const others = tokensOf(req)
      .filter((token) => token.username !== name)
      .map((token) => token.raw);
    const value = [fresh, ...others].slice(0, MAX_TOKENS).join('~');
    res.cookie(DEVICE_COOKIE_NAME, value, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    });
  }
}

function normalise(username: string): string {
  return username.trim().toLowerCase();
}

/** The well-formed tokens of the request's device cookie (their signatures not yet checked). */
function tokensOf(req: Request): ParsedToken[] {
  const header = req.headers.cookie;
  if (!header) return [];
  const pair = header
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEVICE_COOKIE_NAME}=`));
  if (!pair) return [];
  let value: string;
  try {
    value = decodeURIComponent(pair.slice(DEVICE_COOKIE_NAME.length + 1));
  } catch {
    return [];
  }
  const tokens: ParsedToken[] = [];
  for (const raw of value.split('~').slice(0, MAX_TOKENS)) {
    const parts = raw.split('.');
    if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]{1,200}$/.test(part))) continue;
    tokens.push({ username: Buffer.from(parts[0], 'base64url').toString(), nonce: parts[1], raw });
  }
  return tokens;
}
