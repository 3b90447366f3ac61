import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import type { ApiTokenScope } from './api-token-scopes.js';
import { TOKEN_QUERY_PARAMETER } from './feed-route.decorator.js';

/** Every token starts so (easy to spot in a config file or a secret scanner). */
export const API_TOKEN_PREFIX = 'hyd_';

/** A new token: the prefix and 32 random bytes, base64url. */
export function newApiToken(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** What is stored: hex SHA-256 of the token (a 256-bit random secret needs no slow hash). */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * The credentials of `Authorization: Bearer ...`: undefined without such a header, '' when
 * the header is a Bearer one but empty or malformed (still refused, never ignored).
 */
export function bearerTokenOf(req: Request): string | undefined {
  const header = req.headers?.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  return match ? match[1] : '';
}

export interface VerifiedApiToken {
  id: number;
  scopes: ApiTokenScope[];
}

/**
 * An API token sent as the `access_token` query parameter: undefined without one, '' when
 * it is empty or repeated (refused, never ignored).
 */
export function queryTokenOf(req: Request): string | undefined {
  const value = (req.query as Record<string, unknown> | undefined)?.[TOKEN_QUERY_PARAMETER];
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : '';
}

/** Checks an API token against api_tokens and notes its use (at most once a minute). */
@Injectable()
export class ApiTokenVerifier {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The token's id and scopes when it exists and is not revoked; undefined otherwise. One statement. */
  async verify(token: string): Promise<VerifiedApiToken | undefined> {
    if (!token.startsWith(API_TOKEN_PREFIX) || token.length > 200) return undefined;
    const rows = await this.dataSource.query<VerifiedApiToken[]>(
      `WITH t AS (SELECT id, scopes, last_used_at FROM api_tokens WHERE token_hash = $1 AND revoked_at IS NULL),
            used AS (UPDATE api_tokens a SET last_used_at = now() FROM t
                      WHERE a.id = t.id AND (t.last_used_at IS NULL OR t.last_used_at < now() - interval '1 minute'))
       SELECT id, scopes FROM t`,
      [hashApiToken(token)],
    );
    return rows[0];
  }
}
