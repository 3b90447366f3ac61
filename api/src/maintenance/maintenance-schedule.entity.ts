import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import type { Relation } from 'typeorm';
import { Alert } from '../alerts/alert.entity.js';
import { Hydrant } from '../hydrants/hydrant.entity.js';
import { MaintenanceRecord } from '../maintenance-history/maintenance-record.entity.js';
import type { MaintenanceType, Priority, ScheduleStatus } from './maintenance.constants.js';

/** Planned maintenance work on a hydrant (SPEC §3; migration 1795600000100). Editable: carries a version. */
@Entity({ name: 'maintenance_schedules' })
@Check('CHK_maintenance_schedules_type', `"maintenance_type" IN ('routine', 'repair', 'inspection', 'emergency')`)
@Check('CHK_maintenance_schedules_priority', `"priority" IN ('low', 'medium', 'high', 'urgent')`)
@Check(
  'CHK_maintenance_schedules_status',
  `"status" IN ('scheduled', 'in-progress', 'completed', 'overdue', 'incomplete', 'cancelled')`,
)
@Check('CHK_maintenance_schedules_duration', `"estimated_duration" IS NULL OR "estimated_duration" >= 0`)
@Index('IDX_maintenance_schedules_status_date', ['status', 'scheduledDate', 'id'])
@Index('IDX_maintenance_schedules_hydrant_date', ['hydrantId', 'scheduledDate', 'id'])
@Index('IDX_maintenance_schedules_date', ['scheduledDate', 'id'])
@Index('IDX_maintenance_schedules_open_date', ['scheduledDate', 'id'], { where: `"status" IN ('scheduled', 'overdue')` })
@Index('IDX_maintenance_schedules_follows_record', ['followsRecordId'])
@Index('IDX_maintenance_schedules_alert', ['alertId'])
export class MaintenanceSchedule {
  @PrimaryGeneratedColumn('identity', {
    type: 'integer',
    generatedIdentity: 'BY DEFAULT',
    primaryKeyConstraintName: 'PK_maintenance_schedules',
  })
  id: number;

  @Column({ name: 'hydrant_id', type: 'integer' })
  hydrantId: number;

  @ManyToOne(() => Hydrant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'hydrant_id', foreignKeyConstraintName: 'FK_maintenance_schedules_hydrant' })
  hydrant?: Hydrant;

  @Column({ name: 'scheduled_date', type: 'date' })
  scheduledDate: string;

  @Column({ name: 'maintenance_type', type: 'varchar', length: 20, default: 'routine' })
  maintenanceType: MaintenanceType;

  @Column({ type: 'varchar', length: 10, default: 'medium' })
  priority: Priority;

  @Column({ name: 'assigned_to', type: 'varchar', length: 200, nullable: true })
  assignedTo: string | null;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'estimated_duration', type: 'integer', nullable: true })
  estimatedDuration: number | null;

  @Column({ type: 'varchar', length: 20, default: 'scheduled' })
  status: ScheduleStatus;

  @Column({ name: 'technician_name', type: 'varchar', length: 200, nullable: true })
  technicianName: string | null;

  @Column({ name: 'technician_id', type: 'varchar', length: 100, nullable: true })
  technicianId: string | null;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'completed_date', type: 'date', nullable: true })
  completedDate: string | null;

  /** The history record this schedule follows up (incomplete work, or its next date). */
  @Column({ name: 'follows_record_id', type: 'integer', nullable: true })
  followsRecordId: number | null;

  @ManyToOne(() => MaintenanceRecord, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'follows_record_id', foreignKeyConstraintName: 'FK_maintenance_schedules_follows_record' })
  followsRecord?: MaintenanceRecord;

  /** The alert this schedule was made from ('Schedule maintenance' on an alert), while that alert exists. */
  @Column({ name: 'alert_id', type: 'integer', nullable: true })
  alertId: number | null;

  @ManyToOne(() => Alert, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'alert_id', foreignKeyConstraintName: 'FK_maintenance_schedules_alert' })
  alert?: Relation<Alert>;

  /** 1 at creation, +1 on every write (record-version.ts). */
  @VersionColumn({ type: 'integer', default: 1 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
