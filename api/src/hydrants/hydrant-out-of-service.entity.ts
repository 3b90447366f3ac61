import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity.js';
import { Hydrant } from './hydrant.entity.js';

/**
 * One period a hydrant was out of service (migration 1795700000200). Kept by
 * the trigger TRG_hydrants_out_of_service on hydrants.status: opened when a hydrant
 * becomes out-of-service, closed when it leaves that status. At most one open period
 * (ended_at null) per hydrant (partial unique index). The out-of-service feed reads it.
 */
@Entity({ name: 'hydrant_out_of_service' })
@Index('UQ_hydrant_out_of_service_open', ['hydrantId'], { unique: true, where: '"ended_at" IS NULL' })
@Index('IDX_hydrant_out_of_service_hydrant', ['hydrantId', 'startedAt'])
@Index('IDX_hydrant_out_of_service_open_since', ['startedAt', 'id'], { where: '"ended_at" IS NULL' })
@Index('IDX_hydrant_out_of_service_started_by', ['startedBy'])
@Index('IDX_hydrant_out_of_service_ended_by', ['endedBy'])
export class HydrantOutOfService {
  @PrimaryGeneratedColumn('identity', {
    type: 'integer',
    generatedIdentity: 'BY DEFAULT',
    primaryKeyConstraintName: 'PK_hydrant_out_of_service',
  })
  id: number;

  @Column({ name: 'hydrant_id', type: 'integer' })
  hydrantId: number;

  @ManyToOne(() => Hydrant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'hydrant_id', foreignKeyConstraintName: 'FK_hydrant_out_of_service_hydrant' })
  hydrant?: Hydrant;

  @Column({ name: 'started_at', type: 'timestamptz', default: () => 'now()' })
  startedAt: Date;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @Column({ type: 'text' })
  reason: string;

  @Column({ name: 'expected_return', type: 'date', nullable: true })
  expectedReturn: string | null;

  @Column({ name: 'started_by', type: 'integer', nullable: true })
  startedBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'started_by', foreignKeyConstraintName: 'FK_hydrant_out_of_service_started_by' })
  starter?: User;

  @Column({ name: 'ended_by', type: 'integer', nullable: true })
  endedBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'ended_by', foreignKeyConstraintName: 'FK_hydrant_out_of_service_ended_by' })
  ender?: User;
}
