import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const TARGET_KINDS = ['email', 'webhook'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/**
 * Where out-of-service and back-in-service events go (DECISIONS §13): an e-mail address,
 * or a webhook URL with its own signing secret (kept as is: signing needs it).
 */
@Entity({ name: 'notification_targets' })
@Check('CHK_notification_targets_kind', `"kind" IN ('email', 'webhook')`)
@Check('CHK_notification_targets_secret', `("kind" = 'webhook') = ("secret" IS NOT NULL)`)
@Index('UQ_notification_targets_kind_address', ['kind', 'address'], { unique: true })
export class NotificationTarget {
  @PrimaryGeneratedColumn('identity', {
    type: 'integer',
    generatedIdentity: 'BY DEFAULT',
    primaryKeyConstraintName: 'PK_notification_targets',
  })
  id: number;

  @Column({ type: 'varchar', length: 10 })
  kind: TargetKind;

  /** The e-mail address or the webhook URL. */
  @Column({ type: 'varchar', length: 500 })
  address: string;

  /** HMAC-SHA256 key of a webhook; null for e-mail. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  secret: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
