import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Hydrant } from '../hydrants/hydrant.entity.js';
import { MaintenanceSchedule } from '../maintenance/maintenance-schedule.entity.js';
import type { AlertPriority, AlertType } from './alert.constants.js';

/**
 * An alert raised by the server (DECISIONS §3; migration 1795600000100). `cause` names
 * what raised it; at most one open alert per cause (partial unique index
 * UQ_alerts_open_cause, in the migration). `occurrence` names the occurrence of the
 * cause, so one a person acknowledged is not raised again.
 */
@Entity({ name: 'alerts' })
@Check('CHK_alerts_type', `"alert_type" IN ('overdue_maintenance', 'overdue_inspection', 'status_change')`)
@Check('CHK_alerts_priority', `"priority" IN ('urgent', 'high', 'medium', 'low')`)
@Check('CHK_alerts_acknowledged', `NOT "acknowledged" OR ("acknowledged_by" IS NOT NULL AND "acknowledged_at" IS NOT NULL)`)
@Index('IDX_alerts_cause_occurrence', ['cause', 'occurrence'])
@Index('IDX_alerts_created', ['createdAt', 'id'])
@Index('IDX_alerts_hydrant', ['hydrantId'])
@Index('IDX_alerts_schedule', ['scheduleId'])
@Index('UQ_alerts_open_cause', ['cause'], { unique: true, where: 'NOT "acknowledged"' })
// Its first key is ALERT_RANK_SQL (an expression TypeORM does not see).
@Index('IDX_alerts_open_rank', ['createdAt', 'id'], { where: 'NOT "acknowledged"' })
@Index('IDX_alerts_open_type', ['alertType', 'priority'], { where: 'NOT "acknowledged"' })
@Index('IDX_alerts_acknowledged_at', ['acknowledgedAt', 'id'], { where: '"acknowledged"' })
// The analytics' average response reads the last 60 days' acknowledgements from it alone.
@Index('IDX_alerts_acknowledged_response', ['acknowledgedAt', 'createdAt', 'acknowledgedBy'], { where: '"acknowledged"' })
export class Alert {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'PK_alerts' })
  id: number;

  @Column({ name: 'hydrant_id', type: 'integer' })
  hydrantId: number;

  @ManyToOne(() => Hydrant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'hydrant_id', foreignKeyConstraintName: 'FK_alerts_hydrant' })
  hydrant?: Hydrant;

  @Column({ name: 'schedule_id', type: 'integer', nullable: true })
  scheduleId: number | null;

  @ManyToOne(() => MaintenanceSchedule, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'schedule_id', foreignKeyConstraintName: 'FK_alerts_schedule' })
  schedule?: MaintenanceSchedule;

  @Column({ name: 'alert_type', type: 'varchar', length: 30 })
  alertType: AlertType;

  @Column({ type: 'varchar', length: 10 })
  priority: AlertPriority;

  @Column({ type: 'varchar', length: 200, nullable: true })
  title: string | null;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 100 })
  cause: string;

  @Column({ type: 'varchar', length: 100 })
  occurrence: string;

  @Column({ type: 'boolean', default: false })
  acknowledged: boolean;

  @Column({ name: 'acknowledged_by', type: 'varchar', length: 200, nullable: true })
  acknowledgedBy: string | null;

  @Column({ name: 'acknowledged_at', type: 'timestamptz', nullable: true })
  acknowledgedAt: Date | null;

  /** Why the server resolved it (acknowledged by 'System'), e.g. 'Hydrant back in service'. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  resolution: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
