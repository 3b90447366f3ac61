import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { FlowTestWarning, NfpaClass } from '@hydrant/hydraulics';
import { Hydrant } from '../hydrants/hydrant.entity.js';

/** One flowing outlet of a test: the inputs and the flow computed from them. */
export interface StoredOutlet {
  pitot: number;
  diameter: number;
  coefficient: number;
  flow: number;
  pumperFactor: number | null;
}

/**
 * An NFPA 291 flow test of a hydrant (DECISIONS §11): the readings and every result the
 * server computed from them, stored together (a later change of formula never rewrites
 * history). `residualHydrantLabel` keeps the test hydrant's label as it was.
 */
@Entity({ name: 'flow_tests' })
@Check('CHK_flow_tests_class', `"nfpa_class" IN ('AA', 'A', 'B', 'C')`)
@Index('IDX_flow_tests_hydrant_latest', ['hydrantId', 'testDate', 'id'])
@Index('IDX_flow_tests_residual_hydrant', ['residualHydrantId'])
export class FlowTest {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'PK_flow_tests' })
  id: number;

  @Column({ name: 'hydrant_id', type: 'integer' })
  hydrantId: number;

  @ManyToOne(() => Hydrant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'hydrant_id', foreignKeyConstraintName: 'FK_flow_tests_hydrant' })
  hydrant?: Hydrant;

  @Column({ name: 'test_date', type: 'date' })
  testDate: string;

  @Column({ type: 'varchar', length: 200 })
  tester: string;

  @Column({ name: 'residual_hydrant_id', type: 'integer', nullable: true })
  residualHydrantId: number | null;

  @ManyToOne(() => Hydrant, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'residual_hydrant_id', foreignKeyConstraintName: 'FK_flow_tests_residual_hydrant' })
  residualHydrant?: Hydrant;

  @Column({ name: 'residual_hydrant_label', type: 'varchar', length: 50 })
  residualHydrantLabel: string;

  @Column({ name: 'static_pressure', type: 'double precision' })
  staticPressure: number;

  @Column({ name: 'residual_pressure', type: 'double precision' })
  residualPressure: number;

  @Column({ name: 'desired_residual', type: 'double precision', nullable: true })
  desiredResidual: number | null;

  @Column({ type: 'jsonb' })
  outlets: StoredOutlet[];

  @Column({ name: 'total_flow', type: 'double precision' })
  totalFlow: number;

  @Column({ name: 'flow_at_20', type: 'double precision', nullable: true })
  flowAt20: number | null;

  @Column({ name: 'flow_at_desired', type: 'double precision', nullable: true })
  flowAtDesired: number | null;

  @Column({ name: 'rated_flow', type: 'integer', nullable: true })
  ratedFlow: number | null;

  @Column({ name: 'nfpa_class', type: 'varchar', length: 2, nullable: true })
  nfpaClass: NfpaClass | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  warnings: FlowTestWarning[];

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When the work was done in the field (X-Field-Time), null when not given; set by the insert trigger. */
  @Column({ name: 'field_time', type: 'timestamptz', nullable: true })
  fieldTime: Date | null;
}
