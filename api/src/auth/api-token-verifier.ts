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

/**
 * Checks an API token against api_tokens and notes its use: at most once a minute, and
 * outside the audit trail (a feed polled every few seconds would otherwise fill it).
 */
@Injectable()
export class ApiTokenVerifier {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The token's id and scopes when it exists and is not revoked; undefined otherwise. One statement, two when a use is due. */
  async verify(token: string): Promise<VerifiedApiToken | undefined> {
    if (!token.startsWith(API_TOKEN_PREFIX) || token.length > 200) return undefined;
    const rows = await this.dataSource.query<Array<VerifiedApiToken & { due: boolean }>>(
      `SELECT id, scopes, (last_used_at IS NULL OR last_used_at < now() - interval '1 minute') AS due
         FROM api_tokens WHERE token_hash = $1 AND revoked_at IS NULL`,
      [hashApiToken(token)],
    );
    const row = rows[0];
    if (!row) return undefined;
    if (row.due) await this.noteUse(row.id);
    return { id: row.id, scopes: row.scopes };
  }

  /** last_used_at = now(), with recording off for this transaction only (see the audit_log migration). */
  private async noteUse(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT set_config('hydrant.audit', 'off', true)`);
      await manager.query(
        `UPDATE api_tokens SET last_used_at = now()
          WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
        [id],
      );
    });
  }
}
