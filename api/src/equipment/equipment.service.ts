import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { versionCondition, whyNoRow } from '../common/record-version.js';
import { isUniqueViolation, likePattern, param, whereOf } from '../common/sql-rows.js';
import {
  EQUIPMENT_DEFAULT_PAGE_SIZE,
  EQUIPMENT_MESSAGES as M,
  standardIntervalOf,
  STANDARD_SERVICE_INTERVALS,
} from './equipment.constants.js';
import { CreateEquipmentDto } from './dto/create-equipment.dto.js';
import {
  EquipmentDto,
  EquipmentFacetsDto,
  EquipmentPageDto,
  EquipmentStatsDto,
  ServiceIntervalDto,
} from './dto/equipment.dto.js';
import { ListEquipmentQueryDto, ServiceLogQueryDto } from './dto/equipment-query.dto.js';
import { CreateEquipmentServiceDto, EquipmentServicePageDto, RecordedServiceDto } from './dto/equipment-service.dto.js';
import { UpdateEquipmentDto } from './dto/update-equipment.dto.js';
import {
  EQUIPMENT_SEARCH_TEXT,
  EQUIPMENT_BY_ID,
  EQUIPMENT_COLUMNS,
  LAST_SERVICE_JOIN,
  EquipmentRow,
  SERVICE_SELECT,
  ServiceRow,
  toEquipmentDto,
  toServiceDto,
} from './equipment-rows.js';

const SERIAL_UNIQUE = 'UQ_equipment_serial_number';

/** Body fields and their columns, in the order an UPDATE sets them. */
const COLUMNS: Array<[keyof UpdateEquipmentDto, string]> = [
  ['name', 'name'],
  ['type', 'type'],
  ['serialNumber', 'serial_number'],
  ['location', 'location'],
  ['status', 'status'],
  ['assignedTo', 'assigned_to'],
  ['nextMaintenance', 'next_maintenance'],
  ['purchaseDate', 'purchase_date'],
  ['warranty', 'warranty'],
  ['notes', 'notes'],
  ['serviceIntervalMonths', 'service_interval_months'],
];

const SORTS = {
  name: 'e.name, e.id',
  nextMaintenance: 'e.next_maintenance, e.id',
  serialNumber: 'e.serial_number, e.id',
} as const;

/** Empty notes are no notes. */
const blankToNull = (value: string | null | undefined): string | null => (value ? value : null);

function duplicateSerial(error: unknown): never {
  if (isUniqueViolation(error, SERIAL_UNIQUE)) throw new ConflictException(M.serialNumberTaken);
  throw error;
}

@Injectable()
export class EquipmentInventoryService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: ListEquipmentQueryDto): Promise<EquipmentPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? EQUIPMENT_DEFAULT_PAGE_SIZE;
    const params: unknown[] = [];
    const conditions: string[] = [];
    if (query.search) conditions.push(`${EQUIPMENT_SEARCH_TEXT} ILIKE ${param(params, likePattern(query.search))}`);
    if (query.status) conditions.push(`e.status = ${param(params, query.status)}`);
    if (query.type) conditions.push(`e.type = ${param(params, query.type)}`);
    if (query.serviceOverdue === true) conditions.push(`e.next_maintenance < CURRENT_DATE`);
    if (query.serviceOverdue === false) conditions.push(`e.next_maintenance >= CURRENT_DATE`);
    const where = whereOf(conditions);
    const [{ total }] = await this.dataSource.query<Array<{ total: number }>>(
      `SELECT count(*)::int AS total FROM equipment e ${where}`,
      params,
    );
    const order = SORTS[query.sort ?? 'name'];
    // The page's ids first, then their columns and last service (not for every skipped row).
    const rows = await this.dataSource.query<EquipmentRow[]>(
      `${EQUIPMENT_COLUMNS}
       FROM (SELECT e.id FROM equipment e ${where} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}) page
       JOIN equipment e ON e.id = page.id ${LAST_SERVICE_JOIN}
       ORDER BY ${order}`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    return { items: rows.map(toEquipmentDto), total, page, pageSize };
  }

  async stats(): Promise<EquipmentStatsDto> {
    const [row] = await this.dataSource.query<EquipmentStatsDto[]>(`
      SELECT count(*)::int AS total,
             count(*) FILTER (WHERE status = 'operational')::int AS operational,
             count(*) FILTER (WHERE status = 'maintenance')::int AS maintenance,
             count(*) FILTER (WHERE status = 'out-of-service')::int AS "outOfService",
             count(*) FILTER (WHERE next_maintenance < CURRENT_DATE)::int AS "serviceOverdue"
      FROM equipment`);
    return row;
  }

  async facets(): Promise<EquipmentFacetsDto> {
    const rows = await this.dataSource.query<Array<{ type: string }>>(`SELECT DISTINCT type FROM equipment ORDER BY type`);
    return { types: rows.map((row) => row.type) };
  }

  serviceIntervals(): ServiceIntervalDto[] {
    return STANDARD_SERVICE_INTERVALS.map((entry) => ({ ...entry }));
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<EquipmentDto> {
    const rows = await manager.query<EquipmentRow[]>(EQUIPMENT_BY_ID, [id]);
    if (rows.length === 0) throw new NotFoundException(M.notFound);
    return toEquipmentDto(rows[0]);
  }

  async create(input: CreateEquipmentDto): Promise<EquipmentDto> {
    const interval = input.serviceIntervalMonths === undefined ? standardIntervalOf(input.type) : input.serviceIntervalMonths;
    try {
      const [{ id }] = await this.dataSource.query<Array<{ id: number }>>(
        `INSERT INTO equipment (name, type, serial_number, location, status, assigned_to, next_maintenance, purchase_date,
                                warranty, notes, service_interval_months)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          input.name,
          input.type,
          input.serialNumber,
          input.location,
          input.status ?? 'operational',
          input.assignedTo,
          input.nextMaintenance,
          input.purchaseDate,
          input.warranty,
          blankToNull(input.notes),
          interval,
        ],
      );
      return await this.get(id);
    } catch (error) {
      return duplicateSerial(error);
    }
  }

  /** Changes the fields sent and bumps the version, in one statement checked against `expected` (record-version.ts). */
  async update(id: number, input: UpdateEquipmentDto, expected?: number): Promise<EquipmentDto> {
    const params: unknown[] = [id];
    const sets: string[] = [];
    for (const [field, column] of COLUMNS) {
      const value = input[field];
      if (value === undefined) continue;
      sets.push(`${column} = ${param(params, field === 'notes' ? blankToNull(value as string | null) : value)}`);
    }
    sets.push('version = version + 1', 'updated_at = now()');
    const condition = versionCondition(expected, params);
    try {
      const [, affected] = await this.dataSource.query<[unknown[], number]>(
        `UPDATE equipment SET ${sets.join(', ')} WHERE id = $1${condition}`,
        params,
      );
      if (!affected) await this.refuse(id);
      return await this.get(id);
    } catch (error) {
      return duplicateSerial(error);
    }
  }

  /** Deletes an item and its service log; with `expected`, only at that version (else 409). */
  async remove(id: number, expected?: number): Promise<void> {
    const params: unknown[] = [id];
    const condition = versionCondition(expected, params);
    const [, affected] = await this.dataSource.query<[unknown[], number]>(
      `DELETE FROM equipment WHERE id = $1${condition}`,
      params,
    );
    if (!affected) await this.refuse(id);
  }

  async services(id: number, query: ServiceLogQueryDto): Promise<EquipmentServicePageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? EQUIPMENT_DEFAULT_PAGE_SIZE;
    const [exists] = await this.dataSource.query<Array<{ total: number }>>(
      `SELECT (SELECT count(*)::int FROM equipment_services WHERE equipment_id = e.id) AS total FROM equipment e WHERE e.id = $1`,
      [id],
    );
    if (!exists) throw new NotFoundException(M.notFound);
    const rows = await this.dataSource.query<ServiceRow[]>(
      `${SERVICE_SELECT} WHERE s.equipment_id = $1 ORDER BY s.service_date DESC, s.id DESC LIMIT $2 OFFSET $3`,
      [id, pageSize, (page - 1) * pageSize],
    );
    return { items: rows.map(toServiceDto), total: exists.total, page, pageSize };
  }

  /**
   * Records a service (DECISIONS §10) in one transaction: the entry, and for a passed
   * service of an item with an interval, nextMaintenance moved on to the service date plus
   * the interval (never back: a late entry for an old service leaves a later date alone).
   * A failed service leaves nextMaintenance as it was: the item still needs its service.
   */
  async recordService(id: number, input: CreateEquipmentServiceDto): Promise<RecordedServiceDto> {
    return this.dataSource.transaction(async (manager) => {
      const [item] = await manager.query<Array<{ future: boolean }>>(
        `SELECT ($2::date > CURRENT_DATE + 1) AS future FROM equipment WHERE id = $1 FOR UPDATE`,
        [id, input.serviceDate],
      );
      if (!item) throw new NotFoundException(M.notFound);
      if (item.future) {
        throw new BadRequestException({
          statusCode: 400,
          error: 'Bad Request',
          message: [M.serviceDateFuture],
          errors: { serviceDate: M.serviceDateFuture },
        });
      }
      const [{ id: serviceId }] = await manager.query<Array<{ id: number }>>(
        `INSERT INTO equipment_services (equipment_id, service_date, performed_by, kind, result, notes, cost)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [id, input.serviceDate, input.performedBy, input.kind, input.result, blankToNull(input.notes), input.cost ?? null],
      );
      await manager.query(
        `UPDATE equipment SET
           next_maintenance = CASE WHEN $2 = 'pass' AND service_interval_months IS NOT NULL
             THEN greatest(next_maintenance, ($3::date + make_interval(months => service_interval_months))::date)
             ELSE next_maintenance END,
           version = version + 1, updated_at = now()
         WHERE id = $1`,
        [id, input.result, input.serviceDate],
      );
      const [service] = await manager.query<ServiceRow[]>(`${SERVICE_SELECT} WHERE s.id = $1`, [serviceId]);
      return { service: toServiceDto(service), equipment: await this.get(id, manager) };
    });
  }

  /** A versioned write touched no row: 404 when the item is gone, else 409. */
  private async refuse(id: number): Promise<never> {
    const [row] = await this.dataSource.query<Array<{ version: number }>>(`SELECT version FROM equipment WHERE id = $1`, [id]);
    return whyNoRow(row?.version ?? null, M.changedBySomeoneElse, () => new NotFoundException(M.notFound));
  }
}
