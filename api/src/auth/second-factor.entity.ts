import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import { User } from '../users/user.entity.js';

/** A user's TOTP secret (encrypted), pending until confirmed with a code. Never leaves the server once confirmed. */
@Entity({ name: 'user_second_factors' })
export class UserSecondFactor {
  @PrimaryColumn({ name: 'user_id', type: 'integer', primaryKeyConstraintName: 'PK_user_second_factors' })
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_user_second_factors_user' })
  user?: User;

  /** AES-256-GCM of the base32 secret: iv.tag.ciphertext, base64url. */
  @Column({ name: 'secret_ciphertext', type: 'text' })
  secretCiphertext: string;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** The last TOTP time step accepted: a code is never accepted twice. */
  @Column({ name: 'last_used_step', type: 'bigint', nullable: true })
  lastUsedStep: string | null;

  @VersionColumn({ type: 'integer', default: 1 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** One of a user's ten single-use recovery codes (SHA-256 of the code). */
@Entity({ name: 'user_recovery_codes' })
@Index('IDX_user_recovery_codes_user', ['userId'])
export class UserRecoveryCode {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'PK_user_recovery_codes' })
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_user_recovery_codes_user' })
  user?: User;

  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
