import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ApiTokenScope } from '../auth/api-token-scopes.js';

/**
 * A machine credential for the feeds (DECISIONS §13; migration 1795700000300). Only the
 * SHA-256 of the token is kept (`token_hash`); the token itself is shown once, at creation.
 * Revoking sets `revoked_at`; the row stays so the list shows who had access and when.
 */
@Entity({ name: 'api_tokens' })
@Index('UQ_api_tokens_hash', ['tokenHash'], { unique: true })
@Check('CHK_api_tokens_scopes', `cardinality("scopes") >= 1 AND "scopes" <@ ARRAY['feed', 'gis:read']::varchar[]`)
export class ApiToken {
  @PrimaryGeneratedColumn('identity', {
    type: 'integer',
    generatedIdentity: 'BY DEFAULT',
    primaryKeyConstraintName: 'PK_api_tokens',
  })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Hex SHA-256 of the whole token. */
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  /** The token's first characters, so an admin can tell tokens apart (not enough to use it). */
  @Column({ name: 'token_prefix', type: 'varchar', length: 16 })
  tokenPrefix: string;

  /** What the token may read (migration 1795900000300): 'feed' and/or 'gis:read'; none writes. */
  @Column({ type: 'varchar', length: 20, array: true, default: () => "'{feed}'" })
  scopes: ApiTokenScope[];

  @Column({ name: 'created_by', type: 'varchar', length: 100 })
  createdBy: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Last accepted use, to the minute (refreshed at most once a minute). */
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
