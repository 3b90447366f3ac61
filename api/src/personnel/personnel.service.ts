import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import { versionCondition, whyNoRow } from '../common/record-version.js';
import { isUniqueViolation, likePattern, param, whereOf } from '../common/sql-rows.js';
import { CERTIFICATION_WARNING_DAYS, PERSONNEL_DEFAULT_PAGE_SIZE, PERSONNEL_MESSAGES as M } from './personnel.constants.js';
import type { StoredCertification } from './personnel.entity.js';
import { CreatePersonnelDto } from './dto/create-personnel.dto.js';
import { CertificationInputDto } from './dto/personnel-fields.js';
import { PersonnelDto, PersonnelFacetsDto, PersonnelPageDto, PersonnelStatsDto } from './dto/personnel.dto.js';
import { ListPersonnelQueryDto } from './dto/personnel-query.dto.js';
import { UpdatePersonnelDto } from './dto/update-personnel.dto.js';
import { PERSONNEL_COLUMNS, PERSONNEL_SEARCH_TEXT, PersonnelRow, toPersonnelDto, zoneCondition } from './personnel-rows.js';

const BADGE_UNIQUE = 'UQ_personnel_badge';

/** Body fields and their columns (certifications apart). */
const COLUMNS: Array<[keyof UpdatePersonnelDto, string]> = [
  ['name', 'name'],
  ['rank', 'rank'],
  ['badge', 'badge'],
  ['department', 'department'],
  ['status', 'status'],
  ['phoneNumber', 'phone_number'],
  ['email', 'email'],
  ['assignedZone', 'assigned_zone'],
  ['platoon', 'platoon'],
  ['shiftStart', 'shift_start'],
  ['shiftEnd', 'shift_end'],
  ['shiftStartDate', 'shift_start_date'],
  ['shiftEndDate', 'shift_end_date'],
  ['notes', 'notes'],
];

/** One entry per name (the first wins, letter case ignored). */
function distinctByName(list: StoredCertification[]): StoredCertification[] {
  const seen = new Set<string>();
  return list.filter((c) => {
    const key = c.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** certificationDetails as stored. */
function fromDetails(details: CertificationInputDto[]): StoredCertification[] {
  return distinctByName(details.map((d) => ({ name: d.name.trim(), expiresOn: d.expiresOn ? d.expiresOn : null })));
}

/** A plain list of names as stored, keeping the expiry dates `previous` had for the names it still lists. */
function fromNames(names: string[], previous: StoredCertification[] = []): StoredCertification[] {
  const known = new Map(previous.map((c) => [c.name.toLowerCase(), c.expiresOn]));
  return distinctByName(names.map((name) => ({ name, expiresOn: known.get(name.toLowerCase()) ?? null })));
}

function fieldError(field: string, message: string): BadRequestException {
  return new BadRequestException({ statusCode: 400, error: 'Bad Request', message: [message], errors: { [field]: message } });
}

/** 409 for a badge number in use, 400 for shift dates in the wrong order; anything else as it came. */
function refuseWrite(error: unknown): never {
  if (isUniqueViolation(error, BADGE_UNIQUE)) throw new ConflictException(M.badgeTaken);
  if (error instanceof QueryFailedError) {
    const driverError = error.driverError as { code?: string; constraint?: string } | undefined;
    if (driverError?.code === '23514' && driverError.constraint === 'CHK_personnel_shift_dates') {
      throw fieldError('shiftEndDate', M.shiftDatesOrder);
    }
  }
  throw error;
}

@Injectable()
export class PersonnelService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: ListPersonnelQueryDto): Promise<PersonnelPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? PERSONNEL_DEFAULT_PAGE_SIZE;
    const params: unknown[] = [];
    const conditions: string[] = [];
    if (query.search) conditions.push(`${PERSONNEL_SEARCH_TEXT} ILIKE ${param(params, likePattern(query.search))}`);
    if (query.status) conditions.push(`p.status = ${param(params, query.status)}`);
    if (query.department) conditions.push(`p.department = ${param(params, query.department)}`);
    const zone = zoneCondition(query.zone, params);
    if (zone) conditions.push(zone);
    if (query.platoon === 'none') conditions.push('p.platoon IS NULL');
    else if (query.platoon) conditions.push(`p.platoon = ${param(params, query.platoon)}`);
    const where = whereOf(conditions);
    const [{ total }] = await this.dataSource.query<Array<{ total: number }>>(
      `SELECT count(*)::int AS total FROM personnel p ${where}`,
      params,
    );
    const rows = await this.dataSource.query<PersonnelRow[]>(
      `SELECT ${PERSONNEL_COLUMNS} FROM personnel p ${where} ORDER BY p.name, p.id
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    return { items: rows.map(toPersonnelDto), total, page, pageSize };
  }

  async stats(): Promise<PersonnelStatsDto> {
    const [row] = await this.dataSource.query<PersonnelStatsDto[]>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE p.status = 'active')::int AS active,
              count(*) FILTER (WHERE p.status = 'off-duty')::int AS "offDuty",
              count(*) FILTER (WHERE p.status = 'training')::int AS training,
              count(*) FILTER (WHERE p.status = 'on-call')::int AS "onCall",
              count(*) FILTER (WHERE c.expired)::int AS "withExpiredCertifications",
              count(*) FILTER (WHERE c.expiring)::int AS "withExpiringCertifications"
       FROM personnel p
       CROSS JOIN LATERAL (
         SELECT coalesce(bool_or(d < CURRENT_DATE), false) AS expired,
                coalesce(bool_or(d BETWEEN CURRENT_DATE AND CURRENT_DATE + $1::int), false) AS expiring
         FROM (SELECT (e->>'expiresOn')::date AS d FROM jsonb_array_elements(p.certifications) e) x
       ) c`,
      [CERTIFICATION_WARNING_DAYS],
    );
    return row;
  }

  async facets(): Promise<PersonnelFacetsDto> {
    const [row] = await this.dataSource.query<Array<{ departments: string[]; zones: string[]; has_unassigned: boolean }>>(`
      SELECT ARRAY(SELECT DISTINCT department FROM personnel ORDER BY 1) AS departments,
             ARRAY(SELECT DISTINCT assigned_zone FROM personnel WHERE assigned_zone IS NOT NULL ORDER BY 1) AS zones,
             EXISTS (SELECT 1 FROM personnel WHERE assigned_zone IS NULL) AS has_unassigned`);
    return { departments: row.departments, zones: row.zones as PersonnelFacetsDto['zones'], hasUnassigned: row.has_unassigned };
  }

  async get(id: number): Promise<PersonnelDto> {
    const rows = await this.dataSource.query<PersonnelRow[]>(`SELECT ${PERSONNEL_COLUMNS} FROM personnel p WHERE p.id = $1`, [
      id,
    ]);
    if (rows.length === 0) throw new NotFoundException(M.notFound);
    return toPersonnelDto(rows[0]);
  }

  async create(input: CreatePersonnelDto): Promise<PersonnelDto> {
    const certifications = input.certificationDetails
      ? fromDetails(input.certificationDetails)
      : fromNames(input.certifications ?? []);
    try {
      const [{ id }] = await this.dataSource.query<Array<{ id: number }>>(
        `INSERT INTO personnel (name, rank, badge, department, status, phone_number, email, certifications, assigned_zone,
                                platoon, shift_start, shift_end, shift_start_date, shift_end_date, notes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
        [
          input.name,
          input.rank,
          input.badge,
          input.department,
          input.status ?? 'active',
          input.phoneNumber ?? null,
          input.email ?? null,
          JSON.stringify(certifications),
          input.assignedZone ?? null,
          input.platoon ?? null,
          input.shiftStart ?? null,
          input.shiftEnd ?? null,
          input.shiftStartDate ?? null,
          input.shiftEndDate ?? null,
          input.notes ? input.notes : null,
        ],
      );
      return await this.get(id);
    } catch (error) {
      return refuseWrite(error);
    }
  }

  /**
   * Changes the fields sent and bumps the version in one statement checked against
   * `expected` (record-version.ts). Plain `certifications` keep the expiry dates of the
   * names still listed (read and written under the row lock of the same transaction).
   */
  async update(id: number, input: UpdatePersonnelDto, expected?: number): Promise<PersonnelDto> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const params: unknown[] = [id];
        const sets: string[] = [];
        for (const [field, column] of COLUMNS) {
          const value = input[field];
          if (value === undefined) continue;
          sets.push(`${column} = ${param(params, field === 'notes' && value === '' ? null : value)}`);
        }
        if (input.certificationDetails !== undefined) {
          sets.push(`certifications = ${param(params, JSON.stringify(fromDetails(input.certificationDetails)))}::jsonb`);
        } else if (input.certifications !== undefined) {
          const [current] = await manager.query<Array<{ certifications: StoredCertification[] }>>(
            `SELECT certifications FROM personnel WHERE id = $1 FOR UPDATE`,
            [id],
          );
          const merged = fromNames(input.certifications, current?.certifications);
          sets.push(`certifications = ${param(params, JSON.stringify(merged))}::jsonb`);
        }
        sets.push('version = version + 1', 'updated_at = now()');
        const condition = versionCondition(expected, params);
        const [, affected] = await manager.query<[unknown[], number]>(
          `UPDATE personnel SET ${sets.join(', ')} WHERE id = $1${condition}`,
          params,
        );
        if (!affected) await this.refuse(id);
      });
    } catch (error) {
      return refuseWrite(error);
    }
    return this.get(id);
  }

  async remove(id: number, expected?: number): Promise<void> {
    const params: unknown[] = [id];
    const condition = versionCondition(expected, params);
    const [, affected] = await this.dataSource.query<[unknown[], number]>(
      `DELETE FROM personnel WHERE id = $1${condition}`,
      params,
    );
    if (!affected) await this.refuse(id);
  }

  private async refuse(id: number): Promise<never> {
    const [row] = await this.dataSource.query<Array<{ version: number }>>(`SELECT version FROM personnel WHERE id = $1`, [id]);
    return whyNoRow(row?.version ?? null, M.changedBySomeoneElse, () => new NotFoundException(M.notFound));
  }
}
