import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import type { PersonnelStatus, PersonnelZone, Platoon } from './personnel.constants.js';

/** A certification as stored: its name and, when it has one, its expiry date (DECISIONS §10). */
export interface StoredCertification {
  name: string;
  expiresOn: string | null;
}

/**
 * A member of the roster (SPEC §3; table "personnel", migration 1795600000200). The
 * unique badge number (case-insensitive) and the trigram search index live in the
 * migration only.
 */
@Entity({ name: 'personnel' })
@Check('CHK_personnel_status', `"status" IN ('active', 'off-duty', 'training', 'on-call')`)
@Check('CHK_personnel_zone', `"assigned_zone" IN ('Zone 1', 'Zone 2', 'Zone 3', 'Zone 4', 'Zone 5')`)
@Check('CHK_personnel_platoon', `"platoon" IN ('A', 'B', 'C')`)
@Check('CHK_personnel_shift_dates', `"shift_end_date" >= "shift_start_date"`)
@Index('IDX_personnel_status', ['status'])
@Index('IDX_personnel_department', ['department'])
@Index('IDX_personnel_zone', ['assignedZone'])
@Index('IDX_personnel_name', ['name', 'id'])
export class Personnel {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'PK_personnel' })
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  rank: string;

  @Column({ type: 'varchar', length: 50 })
  badge: string;

  @Column({ type: 'varchar', length: 200 })
  department: string;

  @Column({ type: 'varchar', length: 20, default: 'active' })
  status: PersonnelStatus;

  @Column({ name: 'phone_number', type: 'varchar', length: 50, nullable: true })
  phoneNumber: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  certifications: StoredCertification[];

  @Column({ name: 'assigned_zone', type: 'varchar', length: 20, nullable: true })
  assignedZone: PersonnelZone | null;

  @Column({ type: 'varchar', length: 1, nullable: true })
  platoon: Platoon | null;

  @Column({ name: 'shift_start', type: 'time', nullable: true })
  shiftStart: string | null;

  @Column({ name: 'shift_end', type: 'time', nullable: true })
  shiftEnd: string | null;

  @Column({ name: 'shift_start_date', type: 'date', nullable: true })
  shiftStartDate: string | null;

  @Column({ name: 'shift_end_date', type: 'date', nullable: true })
  shiftEndDate: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @VersionColumn({ type: 'integer', default: 1 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
