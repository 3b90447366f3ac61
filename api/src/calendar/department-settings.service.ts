import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { StaleVersionException, versionCondition } from '../common/record-version.js';
import { iso } from '../common/sql-rows.js';
import type { Platoon } from '../personnel/personnel.constants.js';
import { CALENDAR_MESSAGES as M, ROTATION_24_48 } from './calendar.constants.js';
import type { RotationPattern } from './calendar.constants.js';
import { DepartmentSettingsDto, UpdateDepartmentSettingsDto } from './dto/department-settings.dto.js';

interface SettingsRow {
  rotation_pattern: RotationPattern;
  rotation_cycle: Platoon[];
  platoon_a_date: string | null;
  minimum_staffing: number;
  version: number;
  updated_at: Date;
}

const SELECT = `SELECT rotation_pattern, rotation_cycle, to_char(platoon_a_date, 'YYYY-MM-DD') AS platoon_a_date,
  minimum_staffing, version, updated_at FROM department_settings WHERE id = 1`;

@Injectable()
export class DepartmentSettingsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(): Promise<DepartmentSettingsDto> {
    const [row] = await this.dataSource.query<SettingsRow[]>(SELECT);
    return {
      rotationPattern: row.rotation_pattern,
      rotationCycle: row.rotation_cycle,
      platoonADate: row.platoon_a_date,
      minimumStaffing: row.minimum_staffing,
      version: row.version,
      updatedAt: iso(row.updated_at),
    };
  }

  /** Replaces the setting; with `expected`, only at that version (else 409). 24/48 is stored as the cycle A, B, C. */
  async update(input: UpdateDepartmentSettingsDto, expected?: number): Promise<DepartmentSettingsDto> {
    const pattern = input.rotationPattern;
    const cycle = pattern === '24/48' ? [...ROTATION_24_48] : pattern === 'custom' ? (input.rotationCycle ?? []) : [];
    const params: unknown[] = [pattern, cycle, pattern === 'none' ? null : (input.platoonADate ?? null), input.minimumStaffing];
    const condition = versionCondition(expected, params);
    const [, affected] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE department_settings SET rotation_pattern = $1, rotation_cycle = $2, platoon_a_date = $3, minimum_staffing = $4,
         version = version + 1, updated_at = now()
       WHERE id = 1${condition}`,
      params,
    );
    if (!affected) {
      const current = await this.get();
      throw new StaleVersionException(M.changedBySomeoneElse, current.version);
    }
    return this.get();
  }
}
