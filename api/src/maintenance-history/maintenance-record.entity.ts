import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Hydrant } from '../hydrants/hydrant.entity.js';
import type { MaintenanceSchedule } from '../maintenance/maintenance-schedule.entity.js';
import type { InspectionOutcome } from '../hydrants/hydrant.constants.js';
import type { CompletionStatus, HistorySource, MaintenanceType } from '../maintenance/maintenance.constants.js';

/**
 * A maintenance history record (SPEC §3): completed (or incomplete) maintenance work, or
 * one hydrant's inspection from a bulk inspection (DECISIONS §7: inspections are records,
 * with their readings). Photos live in maintenance_history_photos.
 */
@Entity({ name: 'maintenance_history' })
@Check('CHK_maintenance_history_type', `"maintenance_type" IN ('routine', 'repair', 'inspection', 'emergency')`)
@Check('CHK_maintenance_history_status', `"status" IN ('completed', 'incomplete')`)
@Check('CHK_maintenance_history_outcome', `"outcome" IN ('passed', 'failed', 'could-not-test')`)
@Check('CHK_maintenance_history_source', `"source" IN ('maintenance', 'bulk-inspection')`)
@Index('IDX_maintenance_history_schedule', ['scheduleId'])
// Newest first (completed_date DESC, id DESC in the migration).
@Index('IDX_maintenance_history_hydrant_date', ['hydrantId', 'completedDate', 'id'])
@Index('IDX_maintenance_history_date', ['completedDate', 'id'])
@Index('IDX_maintenance_history_type_date', ['maintenanceType', 'completedDate', 'id'])
export class MaintenanceRecord {
  @PrimaryGeneratedColumn('identity', {
    type: 'integer',
    generatedIdentity: 'BY DEFAULT',
    primaryKeyConstraintName: 'PK_maintenance_history',
  })
  id: number;

  @Column({ name: 'hydrant_id', type: 'integer' })
  hydrantId: number;

  @ManyToOne(() => Hydrant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'hydrant_id', foreignKeyConstraintName: 'FK_maintenance_history_hydrant' })
  hydrant?: Hydrant;

  @Column({ name: 'schedule_id', type: 'integer', nullable: true })
  scheduleId: number | null;

  @ManyToOne('MaintenanceSchedule', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'schedule_id', foreignKeyConstraintName: 'FK_maintenance_history_schedule' })
  schedule?: MaintenanceSchedule;

  @Column({ type: 'varchar', length: 20, default: 'maintenance' })
  source: HistorySource;

  @Column({ name: 'maintenance_type', type: 'varchar', length: 20 })
  maintenanceType: MaintenanceType;

  @Column({ name: 'completed_date', type: 'date' })
  completedDate: string;

  @Column({ name: 'technician_name', type: 'varchar', length: 200 })
  technicianName: string;

  @Column({ name: 'technician_id', type: 'varchar', length: 100, nullable: true })
  technicianId: string | null;

  @Column({ name: 'work_performed', type: 'text' })
  workPerformed: string;

  @Column({ name: 'findings_notes', type: 'text', nullable: true })
  findingsNotes: string | null;

  @Column({ name: 'work_duration', type: 'integer', nullable: true })
  workDuration: number | null;

  @Column({ type: 'varchar', length: 20 })
  status: CompletionStatus;

  @Column({ name: 'issues_found', type: 'text', nullable: true })
  issuesFound: string | null;

  @Column({ name: 'next_maintenance_date', type: 'date', nullable: true })
  nextMaintenanceDate: string | null;

  @Column({ name: 'parts_used', type: 'text', nullable: true })
  partsUsed: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  cost: string | null;

  /** Readings of an inspection (PSI, GPM, checklist) and the status it left the hydrant in. */
  @Column({ type: 'integer', nullable: true })
  pressure: number | null;

  @Column({ name: 'flow_rate', type: 'integer', nullable: true })
  flowRate: number | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  checklist: string[];

  @Column({ name: 'hydrant_status', type: 'varchar', length: 20, nullable: true })
  hydrantStatus: string | null;

  /** What the inspection found (null for other work and older records). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  outcome: InspectionOutcome | null;

  @Column({ name: 'outcome_reason', type: 'text', nullable: true })
  outcomeReason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When the work was done in the field (X-Field-Time), null when not given; set by the insert trigger. */
  @Column({ name: 'field_time', type: 'timestamptz', nullable: true })
  fieldTime: Date | null;
}
