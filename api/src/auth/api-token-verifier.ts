import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { DataSource } from 'typeorm';

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

/** Checks an API token against api_tokens and notes its use (at most once a minute). */
@Injectable()
export class ApiTokenVerifier {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The token's id when it exists and is not revoked; undefined otherwise. One statement. */
  async verify(token: string): Promise<number | undefined> {
    if (!token.startsWith(API_TOKEN_PREFIX) || token.length > 200) return undefined;
    const rows = await this.dataSource.query<Array<{ id: number }>>(
      `WITH t AS (SELECT id, last_used_at FROM api_tokens WHERE token_hash = $1 AND revoked_at IS NULL),
            used AS (UPDATE api_tokens a SET last_used_at = now() FROM t
                      WHERE a.id = t.id AND (t.last_used_at IS NULL OR t.last_used_at < now() - interval '1 minute'))
       SELECT id FROM t`,
      [hashApiToken(token)],
    );
    return rows[0]?.id;
  }
}
