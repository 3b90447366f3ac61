import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import type { EquipmentStatus } from './equipment.constants.js';

/**
 * An equipment item (SPEC §3; table "equipment", migration 1795600000200). The unique
 * serial number (case-insensitive) and the trigram search index are expression indexes
 * that live in the migration only.
 */
@Entity({ name: 'equipment' })
@Check('CHK_equipment_status', `"status" IN ('operational', 'maintenance', 'out-of-service')`)
@Check('CHK_equipment_interval', `"service_interval_months" BETWEEN 1 AND 120`)
@Index('IDX_equipment_status', ['status'])
@Index('IDX_equipment_type', ['type'])
@Index('IDX_equipment_next_maintenance', ['nextMaintenance'])
@Index('IDX_equipment_name', ['name', 'id'])
export class Equipment {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'PK_equipment' })
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @Column({ name: 'serial_number', type: 'varchar', length: 100 })
  serialNumber: string;

  @Column({ type: 'varchar', length: 300 })
  location: string;

  @Column({ type: 'varchar', length: 20, default: 'operational' })
  status: EquipmentStatus;

  @Column({ name: 'assigned_to', type: 'varchar', length: 200 })
  assignedTo: string;

  @Column({ name: 'next_maintenance', type: 'date' })
  nextMaintenance: string;

  @Column({ name: 'purchase_date', type: 'date' })
  purchaseDate: string;

  @Column({ type: 'varchar', length: 300 })
  warranty: string;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /** Months between services (DECISIONS §10); null = no standard interval. */
  @Column({ name: 'service_interval_months', type: 'smallint', nullable: true })
  serviceIntervalMonths: number | null;

  @VersionColumn({ type: 'integer', default: 1 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
