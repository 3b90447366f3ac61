import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { MaintenanceRecord } from './maintenance-record.entity.js';

/** One photo of a history record, stored apart from the record (DECISIONS §5) and served by URL. */
@Entity({ name: 'maintenance_history_photos' })
@Index('IDX_maintenance_history_photos_record_position', ['recordId', 'position'])
export class MaintenanceRecordPhoto {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_maintenance_history_photos' })
  id: string;

  @Column({ name: 'record_id', type: 'integer' })
  recordId: number;

  @ManyToOne(() => MaintenanceRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'record_id', foreignKeyConstraintName: 'FK_maintenance_history_photos_record' })
  record?: MaintenanceRecord;

  @Column({ type: 'smallint' })
  position: number;

  @Column({ name: 'content_type', type: 'varchar', length: 20 })
  contentType: string;

  @Column({ type: 'bytea' })
  data: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When the work was done in the field (X-Field-Time), null when not given; set by the insert trigger. */
  @Column({ name: 'field_time', type: 'timestamptz', nullable: true })
  fieldTime: Date | null;
}
