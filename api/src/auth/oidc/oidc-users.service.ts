import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ROLES, type Role } from '../min-role.decorator.js';
import type { OidcConfig } from './oidc-config.js';
import type { OidcIdentity } from './oidc-client.service.js';
import { User } from '../../users/user.entity.js';
import { withAuditActor } from '../../audit/audit-actor.js';
import { SessionCacheListener } from '../../session/session-cache-listener.service.js';

/** The values of a claim as strings: a list, or one value (some providers send a lone group as a string). */
function claimValues(value: unknown): string[] {
  if (Array.isArray(value))
    return value.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String);
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  return [];
}

/** The highest role any of the claim's values maps to; undefined when none maps (the user is refused). */
export function mappedRole(claims: Record<string, unknown>, oidc: Pick<OidcConfig, 'roleClaim' | 'roleMap'>): Role | undefined {
  let best = -1;
  for (const value of claimValues(claims[oidc.roleClaim])) {
    const role = oidc.roleMap.get(value);
    if (role !== undefined) best = Math.max(best, ROLES.indexOf(role));
  }
  return best >= 0 ? ROLES[best] : undefined;
}

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;

/**
 * Users of the site's directory: found by issuer and subject (never by a username a local
 * account might hold), created at their first sign-in and brought up to date (role, name,
 * e-mail) at every one. Changes are audited with the user as the actor.
 */
@Injectable()
export class OidcUsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessionCache: SessionCacheListener,
  ) {}

  async upsert(identity: OidcIdentity, role: Role): Promise<User> {
    const displayName = text(identity.claims.name, 200);
    const email = text(identity.claims.email, 320);
    const user = await this.upsertInTransaction(identity, role, displayName, email);
    // The role may have changed: this process's kept sessions of the user go at once.
    this.sessionCache.cache.dropUser(user.id);
    return user;
  }

  private upsertInTransaction(
    identity: OidcIdentity,
    role: Role,
    displayName: string | null,
    email: string | null,
  ): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(User);
      const existing = await repo
        .createQueryBuilder('u')
        .setLock('pessimistic_write')
        .where('u.oidc_issuer = :issuer AND u.oidc_subject = :subject', { issuer: identity.issuer, subject: identity.subject })
        .getOne();
      if (existing) {
        if (existing.role === role && existing.displayName === displayName && existing.email === email) return existing;
        await withAuditActor({ id: existing.id, name: existing.username }, () =>
          manager.query(
            `UPDATE users SET role = $2, display_name = $3, email = $4, version = version + 1, updated_at = now() WHERE id = $1`,
            [existing.id, role, displayName, email],
          ),
        );
        return { ...existing, role, displayName, email };
      }
      const username = await this.freeUsername(manager, identity);
      const [row] = await withAuditActor({ id: null, name: username }, () =>
        manager.query<{ id: number }[]>(
          `INSERT INTO users (username, password_hash, role, oidc_issuer, oidc_subject, display_name, email)
           VALUES ($1, NULL, $2, $3, $4, $5, $6) RETURNING id`,
          [username, role, identity.issuer, identity.subject, displayName, email],
        ),
      );
      return await repo.findOneByOrFail({ id: row.id });
    });
  }

  /**
   * The username shown in the console: the provider's preferred_username (else the e-mail,
   * else the subject), with a number added when a local account already has it.
   */
  private async freeUsername(manager: EntityManager, identity: OidcIdentity): Promise<string> {
    const base = (text(identity.claims.preferred_username, 90) ?? text(identity.claims.email, 90) ?? identity.subject).slice(
      0,
      90,
    );
    for (let n = 1; ; n += 1) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      const taken = await manager.query<unknown[]>(`SELECT 1 FROM users WHERE lower(username) = lower($1)`, [candidate]);
      if (taken.length === 0) return candidate;
    }
  }
}
