import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';

/** A zone drawn on the map (table "zones", migration 1795400000001). */
@Entity({ name: 'zones' })
@Check('CHK_zones_color', `"color" IN ('red', 'blue', 'green', 'yellow', 'purple', 'orange', 'pink', 'teal')`)
export class Zone {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'PK_zones' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 10 })
  color: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** [lat, lng] points as drawn. */
  @Column({ type: 'jsonb' })
  coordinates: [number, number][];

  /** The same ring as a PostgreSQL polygon of (lng, lat) points, e.g. '((-89.65,39.8),...)'. */
  @Column({ type: 'polygon', select: false })
  area: string;

  @Column({ name: 'assigned_personnel', type: 'text', array: true, default: () => "'{}'" })
  assignedPersonnel: string[];

  /** 1 at creation, +1 on every write (record-version.ts). */
  @VersionColumn({ type: 'integer', default: 1 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
