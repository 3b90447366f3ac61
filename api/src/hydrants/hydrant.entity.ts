import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import type { FlowRateSource, HydrantOwnership, HydrantStatus, HydrantType } from './hydrant.constants.js';

/**
 * A fire hydrant (SPEC §3). `earth` is ll_to_earth(latitude, longitude), kept by a
 * trigger for the GiST proximity index; the app never writes or reads it directly.
 * Expression indexes (point(longitude, latitude), the trigram search index) live in the
 * migration only: TypeORM neither sees nor manages them.
 */
@Entity({ name: 'hydrants' })
@Unique('UQ_hydrants_hydrant_id', ['hydrantId'])
@Check('CHK_hydrants_status', `"status" IN ('operational', 'maintenance', 'out-of-service')`)
@Check('CHK_hydrants_latitude', `"latitude" BETWEEN -90 AND 90`)
@Check('CHK_hydrants_flow_rate_source', `"flow_rate_source" IN ('manual', 'flow-test')`)
@Check('CHK_hydrants_longitude', `"longitude" BETWEEN -180 AND 180`)
@Check('CHK_hydrants_type', `"hydrant_type" IN ('dry-barrel', 'wet-barrel', 'flush', 'wall')`)
@Check('CHK_hydrants_outlet_count', `"outlet_count" BETWEEN 0 AND 12`)
@Check('CHK_hydrants_main_size', `"main_size" > 0 AND "main_size" <= 72`)
@Check('CHK_hydrants_install_year', `"install_year" BETWEEN 1800 AND 2200`)
@Check('CHK_hydrants_ownership', `"ownership" IN ('public', 'private')`)
@Index('IDX_hydrants_earth', ['earth'], { spatial: true })
@Index('IDX_hydrants_status', ['status'])
@Index('IDX_hydrants_status_hydrant_id', ['status', 'hydrantId'])
@Index('IDX_hydrants_last_inspection', ['lastInspection'])
@Index('IDX_hydrants_not_operational', ['id'], { where: `"status" <> 'operational'` })
// GiST on point(longitude, latitude) carrying id and the coordinates (migration 1796000001310): TypeORM cannot describe it.
@Index('IDX_hydrants_point_cover', { synchronize: false })
@Index('IDX_hydrants_longitude', ['longitude'])
@Index('IDX_hydrants_latitude', ['latitude'])
export class Hydrant {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ name: 'hydrant_id', type: 'varchar', length: 50 })
  hydrantId: string;

  @Column({ type: 'varchar', length: 300 })
  address: string;

  @Column({ type: 'double precision' })
  latitude: number;

  @Column({ type: 'double precision' })
  longitude: number;

  @Column({ type: 'cube', select: false, insert: false, update: false })
  earth: string;

  @Column({ type: 'varchar', length: 20, default: 'operational' })
  status: HydrantStatus;

  @Column({ type: 'integer', nullable: true })
  pressure: number | null;

  @Column({ name: 'flow_rate', type: 'integer', nullable: true })
  flowRate: number | null;

  /** Where flowRate came from: typed by a user or the latest flow test (the last write wins). */
  @Column({ name: 'flow_rate_source', type: 'varchar', length: 10, nullable: true })
  flowRateSource: FlowRateSource | null;

  @Column({ name: 'flow_rate_set_at', type: 'timestamptz', nullable: true })
  flowRateSetAt: Date | null;

  @Column({ name: 'last_inspection', type: 'date', nullable: true })
  lastInspection: string | null;

  @Column({ type: 'varchar', length: 200 })
  area: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  inspector: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  checklist: string[];

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /** Optional attributes crews ask for. */
  @Column({ name: 'hydrant_type', type: 'varchar', length: 20, nullable: true })
  hydrantType: HydrantType | null;

  @Column({ name: 'outlet_count', type: 'integer', nullable: true })
  outletCount: number | null;

  /** Inside diameter of each outlet, inches. */
  @Column({ name: 'outlet_sizes', type: 'double precision', array: true, default: () => "'{}'" })
  outletSizes: number[];

  /** Diameter of the water main, inches. */
  @Column({ name: 'main_size', type: 'double precision', nullable: true })
  mainSize: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  manufacturer: string | null;

  @Column({ name: 'install_year', type: 'integer', nullable: true })
  installYear: number | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  ownership: HydrantOwnership | null;

  @Column({ name: 'has_isolation_valve', type: 'boolean', nullable: true })
  hasIsolationValve: boolean | null;

  /** 1 at creation, +1 on every write (record-version.ts). */
  @VersionColumn({ type: 'integer', default: 1 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
