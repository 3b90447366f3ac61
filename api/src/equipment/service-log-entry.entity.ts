import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Equipment } from './equipment.entity.js';
import type { ServiceKind, ServiceResult } from './equipment.constants.js';

/** One entry of an item's service log (DECISIONS §10). */
@Entity({ name: 'equipment_services' })
@Check('CHK_equipment_services_kind', `"kind" IN ('inspection', 'service-test', 'repair', 'other')`)
@Check('CHK_equipment_services_result', `"result" IN ('pass', 'fail')`)
@Check('CHK_equipment_services_cost', `"cost" >= 0`)
@Index('IDX_equipment_services_equipment_date', ['equipmentId', 'serviceDate'])
export class ServiceLogEntry {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'PK_equipment_services' })
  id: number;

  @Column({ name: 'equipment_id', type: 'integer' })
  equipmentId: number;

  @ManyToOne(() => Equipment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'equipment_id', foreignKeyConstraintName: 'FK_equipment_services_equipment' })
  equipment?: Equipment;

  @Column({ name: 'service_date', type: 'date' })
  serviceDate: string;

  @Column({ name: 'performed_by', type: 'varchar', length: 200 })
  performedBy: string;

  @Column({ type: 'varchar', length: 20 })
  kind: ServiceKind;

  @Column({ type: 'varchar', length: 4 })
  result: ServiceResult;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true })
  cost: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
