import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Hydrant } from './hydrant.entity.js';

/** One photo of a hydrant, stored apart from the hydrant row (DECISIONS §5) and served by URL. */
@Entity({ name: 'hydrant_photos' })
@Index('IDX_hydrant_photos_hydrant_position', ['hydrantId', 'position'])
export class HydrantPhoto {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'hydrant_id', type: 'integer' })
  hydrantId: number;

  @ManyToOne(() => Hydrant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'hydrant_id', foreignKeyConstraintName: 'FK_hydrant_photos_hydrant' })
  hydrant?: Hydrant;

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
