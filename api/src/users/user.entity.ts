import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import type { Role } from '../auth/min-role.decorator.js';

/** A person who can sign in with a username and password. */
@Entity({ name: 'users' })
@Check('CHK_users_role', `"role" IN ('viewer', 'inspector', 'officer', 'admin')`)
@Check('CHK_users_oidc_identity', `("oidc_issuer" IS NULL) = ("oidc_subject" IS NULL)`)
@Index('UQ_users_oidc_identity', ['oidcIssuer', 'oidcSubject'], { unique: true, where: '"oidc_subject" IS NOT NULL' })
export class User {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 100, unique: true })
  username: string;

  /** argon2id hash (PHC string); never leaves the server. Null: a user of the site's directory (no password). */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash: string | null;

  /** The directory (OpenID Connect issuer) and its stable subject of a user who signs in through it. */
  @Column({ name: 'oidc_issuer', type: 'text', nullable: true })
  oidcIssuer: string | null;

  @Column({ name: 'oidc_subject', type: 'varchar', length: 255, nullable: true })
  oidcSubject: string | null;

  /** Name and e-mail as the directory reported them at the last sign-in (null for local accounts). */
  @Column({ name: 'display_name', type: 'varchar', length: 200, nullable: true })
  displayName: string | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  email: string | null;

  /** DECISIONS §12: viewer < inspector < officer < admin. */
  @Column({ type: 'varchar', length: 20, default: 'viewer' })
  role: Role;

  /** A disabled user cannot sign in and their sessions end at once. */
  @Column({ type: 'boolean', default: false })
  disabled: boolean;

  /** Set by an admin's password reset: every call but the password change is refused until then. */
  @Column({ name: 'must_change_password', type: 'boolean', default: false })
  mustChangePassword: boolean;

  /** When the user's second factor (TOTP) was confirmed; null: the user signs in with a password alone. */
  @Column({ name: 'second_factor_enabled_at', type: 'timestamptz', nullable: true })
  secondFactorEnabledAt: Date | null;

  /** Optimistic lock: 1 at creation, +1 on every change (409 on a stale version). */
  @VersionColumn({ type: 'integer', default: 1 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
