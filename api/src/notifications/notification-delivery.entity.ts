import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { NotificationTarget } from './notification-target.entity.js';

export const NOTIFICATION_EVENTS = ['out-of-service', 'back-in-service'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What the trigger stores with each event (the hydrant as it was at that moment). */
export interface NotificationPayload {
  id: number;
  hydrantId: string;
  address: string;
  latitude: number;
  longitude: number;
  fromStatus: string;
  toStatus: string;
  occurredAt: string;
  /** Added when sent (out-of-service events): the open period's reason and expected return. */
  reason?: string | null;
  expectedReturn?: string | null;
}

/**
 * The outbox (migration 1795700000300): one row per event and target, written by the
 * trigger on hydrants.status in the transaction of the change, sent after commit by
 * NotificationWorker and retried with backoff until sent or `failed`.
 */
@Entity({ name: 'notification_deliveries' })
@Check('CHK_notification_deliveries_event', `"event" IN ('out-of-service', 'back-in-service')`)
@Check('CHK_notification_deliveries_status', `"status" IN ('pending', 'sent', 'failed')`)
@Index('IDX_notification_deliveries_due', ['nextAttemptAt', 'id'], { where: `"status" = 'pending'` })
@Index('IDX_notification_deliveries_target', ['targetId'])
@Index('IDX_notification_deliveries_created', ['createdAt', 'id'])
export class NotificationDelivery {
  @PrimaryGeneratedColumn('identity', {
    type: 'integer',
    generatedIdentity: 'BY DEFAULT',
    primaryKeyConstraintName: 'PK_notification_deliveries',
  })
  id: number;

  @Column({ type: 'varchar', length: 20 })
  event: NotificationEvent;

  /** The hydrant's id (no foreign key: the event outlives a deleted hydrant). */
  @Column({ name: 'hydrant_id', type: 'integer' })
  hydrantId: number;

  @Column({ type: 'jsonb' })
  payload: NotificationPayload;

  @Column({ name: 'target_id', type: 'integer' })
  targetId: number;

  @ManyToOne(() => NotificationTarget, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'target_id', foreignKeyConstraintName: 'FK_notification_deliveries_target' })
  target?: NotificationTarget;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: DeliveryStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** Due from then; a worker that claims the row pushes it past its lease. */
  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
