import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn, VersionColumn } from 'typeorm';

/** The department's one row of settings (DECISIONS §10): the platoon rotation and minimum staffing. */
@Entity({ name: 'department_settings' })
@Check('CHK_department_settings_single', `"id" = 1`)
@Check('CHK_department_settings_pattern', `"rotation_pattern" IN ('none', '24/48', 'custom')`)
@Check('CHK_department_settings_minimum', `"minimum_staffing" >= 0`)
export class DepartmentSettings {
  @PrimaryColumn({ type: 'smallint', default: 1, primaryKeyConstraintName: 'PK_department_settings' })
  id: number;

  @Column({ name: 'rotation_pattern', type: 'varchar', length: 10, default: 'none' })
  rotationPattern: string;

  /** Custom cycle: the platoon on duty on each day of the cycle, from platoonADate on. */
  @Column({ name: 'rotation_cycle', type: 'text', array: true, default: () => "'{}'" })
  rotationCycle: string[];

  /** A date on which platoon A works (day 1 of the cycle). */
  @Column({ name: 'platoon_a_date', type: 'date', nullable: true })
  platoonADate: string | null;

  @Column({ name: 'minimum_staffing', type: 'integer', default: 0 })
  minimumStaffing: number;

  @VersionColumn({ type: 'integer', default: 1 })
  version: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
