import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { API_TOKEN_SCOPES, type ApiTokenScope, DEFAULT_API_TOKEN_SCOPES } from '../auth/api-token-scopes.js';
import { hashApiToken, newApiToken } from '../auth/api-token-verifier.js';
import { API_TOKEN_MESSAGES, ApiTokenDto, CreatedApiTokenDto } from './dto/api-token.dto.js';

interface TokenRow {
  id: number;
  name: string;
  token_prefix: string;
  scopes: ApiTokenScope[];
  created_by: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const COLUMNS = 'id, name, token_prefix, scopes, created_by, created_at, last_used_at, revoked_at';

function toDto(row: TokenRow): ApiTokenDto {
  return {
    id: row.id,
    name: row.name,
    tokenPrefix: row.token_prefix,
    scopes: row.scopes,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

/** API tokens for the feeds and the OGC collections, each with its scopes: created by admins, shown once, stored as SHA-256, revocable. */
@Injectable()
export class ApiTokensService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Active tokens first (newest first), then revoked ones (most recently revoked first). */
  async list(): Promise<ApiTokenDto[]> {
    const rows = await this.dataSource.query<TokenRow[]>(
      `SELECT ${COLUMNS} FROM api_tokens ORDER BY revoked_at DESC NULLS FIRST, created_at DESC, id DESC`,
    );
    return rows.map(toDto);
  }

  async create(
    name: string,
    createdBy: string,
    scopes: readonly ApiTokenScope[] = DEFAULT_API_TOKEN_SCOPES,
  ): Promise<CreatedApiTokenDto> {
    const token = newApiToken();
    // Stored in the one order API_TOKEN_SCOPES gives, whatever order they were sent in.
    const ordered = API_TOKEN_SCOPES.filter((scope) => scopes.includes(scope));
    const [row] = await this.dataSource.query<TokenRow[]>(
      `INSERT INTO api_tokens (name, token_hash, token_prefix, scopes, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [name, hashApiToken(token), token.slice(0, 8), ordered, createdBy],
    );
    return { ...toDto(row), token };
  }

  /** Revokes at once (the next feed request with it is 401); revoking again keeps the first time. */
  async revoke(id: number): Promise<ApiTokenDto> {
    // TypeORM answers an UPDATE with [rows, count].
    const [rows] = await this.dataSource.query<[TokenRow[], number]>(
      `UPDATE api_tokens SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 RETURNING ${COLUMNS}`,
      [id],
    );
    if (rows.length === 0) throw new NotFoundException(API_TOKEN_MESSAGES.notFound);
    return toDto(rows[0]);
  }
}
