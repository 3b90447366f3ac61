import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { inspectionChanged, onHydrantsAdded, onStatusChanges, raiseMaintenanceAlerts } from '../alerts/alert-rules.js';
import { StaleVersionException, versionCondition, whyNoRow } from '../common/record-version.js';
import { RecordPhotosService } from '../maintenance-history/record-photos.service.js';
import { BulkInspectionDto, BulkInspectionResultDto } from './dto/bulk-inspection.dto.js';
import { CreateHydrantDto } from './dto/create-hydrant.dto.js';
import { HydrantDto, HydrantPageDto, HydrantStatsDto, NearbyHydrantPageDto } from './dto/hydrant.dto.js';
import { HydrantFilterQueryDto, ListHydrantsQueryDto, NearbyQueryDto } from './dto/hydrant-query.dto.js';
import { UpdateHydrantDto } from './dto/update-hydrant.dto.js';
import { ATTRIBUTE_COLUMNS } from './dto/hydrant-attributes.dto.js';
import { reasonRequired, setOutOfServiceContext } from './out-of-service.js';
import { HydrantPhotosService } from './hydrant-photos.service.js';
import { filterSql, where } from './hydrant-rows.js';
import { FLOW_CLASS_SQL, hydrantNotFoundMessage, MESSAGES, REVISIT_DAYS } from './hydrant.constants.js';
import {
  getHydrant,
  hydrantStats,
  listHydrants,
  nearbyHydrants,
  type QueryExecutor,
  type TransactionalExecutor,
} from './hydrant-queries.js';

/** DTO field -> column, for the fields a PATCH may set (photos are handled apart). */
const UPDATABLE_COLUMNS: Array<[keyof UpdateHydrantDto, string]> = [
  ['hydrantId', 'hydrant_id'],
  ['address', 'address'],
  ['latitude', 'latitude'],
  ['longitude', 'longitude'],
  ['status', 'status'],
  ['area', 'area'],
  ['pressure', 'pressure'],
  ['flowRate', 'flow_rate'],
  ['lastInspection', 'last_inspection'],
  ['inspector', 'inspector'],
  ['checklist', 'checklist'],
  ['notes', 'notes'],
  ...ATTRIBUTE_COLUMNS,
];

/**
 * A flow rate written by a user: when it changes the value, the hydrant says it was set by
 * hand, now (the last write wins over its latest flow test, DECISIONS §11); sending the
 * same value again (as a full edit form does) changes nothing. `param` is the value's
 * placeholder; the right-hand sides read the row as it was before the UPDATE.
 */
function manualFlowRateSets(param: string): string[] {
  const same = `flow_rate IS NOT DISTINCT FROM ${param}::int`;
  return [
    `flow_rate_source = CASE WHEN ${same} THEN flow_rate_source WHEN ${param}::int IS NULL THEN NULL ELSE 'manual' END`,
    `flow_rate_set_at = CASE WHEN ${same} THEN flow_rate_set_at ELSE now() END`,
  ];
}

/** TypeORM's DataSource or EntityManager as the minimal executor of hydrant-queries.ts. */
function typeormExecutor(source: DataSource | EntityManager): QueryExecutor {
  return { query: <T>(sql: string, params?: unknown[]) => source.query<T[]>(sql, params) };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string } | undefined;
  return driverError?.code === '23505' && driverError.constraint === constraint;
}

@Injectable()
export class HydrantsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly photos: HydrantPhotosService,
    private readonly recordPhotos: RecordPhotosService,
  ) {}

  /** The executor of the pure read queries (hydrant-queries.ts) over TypeORM. */
  private readonly db: TransactionalExecutor = {
    ...typeormExecutor(this.dataSource),
    transaction: (work) => this.dataSource.transaction((manager) => work(typeormExecutor(manager))),
  };

  /** One page of the registry in hydrantId order, and the number of matching hydrants. */
  list(query: ListHydrantsQueryDto): Promise<HydrantPageDto> {
    return listHydrants(this.db, query);
  }

  /** Counts by status over the whole registry. */
  stats(): Promise<HydrantStatsDto> {
    return hydrantStats(this.db);
  }

  /**
   * Every matching hydrant as parallel arrays, serialised by PostgreSQL itself (a million
   * points never become a million JavaScript objects). Answers the JSON text. Coordinates
   * are rounded to 6 decimals (~0.1 m), which roughly halves the payload.
   */
  async mapPointsJson(query: HydrantFilterQueryDto): Promise<string> {
    const params: unknown[] = [];
    const [row] = await this.dataSource.query<Array<{ body: string }>>(
      `SELECT json_build_object(
         'id', coalesce(json_agg(h.id), '[]'),
         'latitude', coalesce(json_agg(h.latitude), '[]'),
         'longitude', coalesce(json_agg(h.longitude), '[]'),
         'status', coalesce(json_agg(h.status), '[]'),
         'flowClass', coalesce(json_agg(h.flow_class), '[]')
       )::text AS body
       FROM (SELECT h.id, round(h.latitude::numeric, 6) AS latitude, round(h.longitude::numeric, 6) AS longitude, h.status, ${FLOW_CLASS_SQL} AS flow_class
             FROM hydrants h ${where(filterSql(query, params))} ORDER BY h.id) h`,
      params,
    );
    return row.body;
  }

  /** Hydrants within the radius, nearest first, from the GiST index (KNN scan with a bounding-box prefilter). */
  nearby(query: NearbyQueryDto): Promise<NearbyHydrantPageDto> {
    return nearbyHydrants(this.db, query);
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<HydrantDto> {
    const hydrant = await getHydrant(typeormExecutor(manager), id);
    if (!hydrant) throw new NotFoundException(MESSAGES.notFound);
    return hydrant;
  }

  /** Adds a hydrant and its photos in one transaction. */
  async create(dto: CreateHydrantDto, actorId?: number): Promise<HydrantDto> {
    if (dto.status === 'out-of-service' && !dto.outOfServiceReason) throw reasonRequired();
    return this.writing(async (manager) => {
      // The out-of-service trigger opens the period with this reason.
      await setOutOfServiceContext(manager, { actorId, reason: dto.outOfServiceReason, expectedReturn: dto.expectedReturn });
      const attributes = ATTRIBUTE_COLUMNS.map(([field]) => dto[field] ?? (field === 'outletSizes' ? [] : null));
      const [{ id }] = await manager.query<Array<{ id: number }>>(
        `INSERT INTO hydrants (hydrant_id, address, latitude, longitude, status, area, pressure, flow_rate,
                               last_inspection, inspector, checklist, notes, ${ATTRIBUTE_COLUMNS.map(([, column]) => column).join(', ')},
                               flow_rate_source, flow_rate_set_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, ${ATTRIBUTE_COLUMNS.map((_, i) => `$${13 + i}`).join(', ')},
                 CASE WHEN $8::int IS NULL THEN NULL ELSE 'manual' END, CASE WHEN $8::int IS NULL THEN NULL ELSE now() END)
         RETURNING id`,
        [
          dto.hydrantId,
          dto.address,
          dto.latitude,
          dto.longitude,
          dto.status ?? 'operational',
          dto.area,
          dto.pressure ?? null,
          dto.flowRate ?? null,
          dto.lastInspection ?? null,
          dto.inspector ?? null,
          dto.checklist ?? [],
          dto.notes ?? null,
          ...attributes,
        ],
      );
      await this.photos.replace(manager, id, dto.photos ?? []);
      // Added out of service or in maintenance: its status alert from the start, as for a change to it.
      await onHydrantsAdded(manager, [id]);
      // Never inspected, or last inspected over 365 days ago: overdue from the start.
      await inspectionChanged(manager, [id]);
      return this.get(id, manager);
    });
  }

  /**
   * Changes the given fields, and the photos when listed, in one transaction, and bumps
   * the version. With `expected`, only if the hydrant is still at that version (checked
   * by the UPDATE itself): else 409 and nothing changes, photos included.
   */
  async update(id: number, dto: UpdateHydrantDto, expected?: number, actorId?: number): Promise<HydrantDto> {
    // An empty change changes nothing (not even updatedAt or the version); a stale version is still a 409.
    const periodChange = dto.outOfServiceReason != null || dto.expectedReturn !== undefined;
    const changesSomething =
      periodChange || dto.photos !== undefined || UPDATABLE_COLUMNS.some(([field]) => dto[field] !== undefined);
    if (!changesSomething) {
      const hydrant = await this.get(id);
      if (expected !== undefined && hydrant.version !== expected) {
        throw new StaleVersionException(MESSAGES.changedBySomeoneElse, hydrant.version);
      }
      return hydrant;
    }
    return this.writing(async (manager) => {
      await setOutOfServiceContext(manager, { actorId, reason: dto.outOfServiceReason, expectedReturn: dto.expectedReturn });
      const params: unknown[] = [id];
      const sets = ['updated_at = now()', 'version = version + 1'];
      for (const [field, column] of UPDATABLE_COLUMNS) {
        if (dto[field] === undefined) continue;
        params.push(dto[field]);
        sets.push(`${column} = $${params.length}`);
        if (field === 'flowRate') sets.push(...manualFlowRateSets(`$${params.length}`));
      }
      const condition = versionCondition(expected, params, 'h.version');
      // `old` locks the row and keeps its status from before the change (for the status alert).
      const updated = await manager.query<[Array<{ old_status: string; new_status: string }>, number]>(
        `UPDATE hydrants h SET ${sets.join(', ')}
         FROM (SELECT id, status FROM hydrants WHERE id = $1 FOR UPDATE) old
         WHERE h.id = old.id${condition} RETURNING old.status AS old_status, h.status AS new_status`,
        params,
      );
      if (updated[1] === 0) await this.refuse(manager, id);
      const [{ old_status: oldStatus, new_status: newStatus }] = updated[0];
      if (newStatus === 'out-of-service' && oldStatus !== 'out-of-service' && !dto.outOfServiceReason) throw reasonRequired();
      if (newStatus === 'out-of-service' && oldStatus === 'out-of-service' && periodChange) {
        // Already out of service: the reason and expected return given change the open period.
        await manager.query(
          `UPDATE hydrant_out_of_service SET reason = coalesce($2, reason),
             expected_return = CASE WHEN $4 THEN $3::date ELSE expected_return END
           WHERE hydrant_id = $1 AND ended_at IS NULL`,
          [id, dto.outOfServiceReason ?? null, dto.expectedReturn ?? null, dto.expectedReturn !== undefined],
        );
      }
      if (dto.photos !== undefined) await this.photos.replace(manager, id, dto.photos);
      // DECISIONS §3: the alert is raised (or resolved) in the transaction of the change itself.
      if (dto.status !== undefined) await onStatusChanges(manager, [id], [updated[0][0].old_status]);
      if (dto.lastInspection !== undefined) await inspectionChanged(manager, [id]);
      return this.get(id, manager);
    });
  }

  /**
   * Deletes a hydrant with everything that belongs to it (photos, schedules, history records and their photos, alerts:
   * foreign keys ON DELETE CASCADE) in one transaction.
   * With `expected`, only if the hydrant is still at that version: else 409 and the rollback keeps everything.
   */
  async remove(id: number, expected?: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // Photos first (they also cascade, as schedules, history and alerts do), then the hydrant.
      await manager.query(`DELETE FROM hydrant_photos WHERE hydrant_id = $1`, [id]);
      const params: unknown[] = [id];
      const condition = versionCondition(expected, params);
      const [, count] = await manager.query<[unknown[], number]>(`DELETE FROM hydrants WHERE id = $1${condition}`, params);
      if (count === 0) await this.refuse(manager, id);
    });
  }

  /** A versioned write touched no row: 404 when the hydrant is gone, else 409 (stale version). */
  private async refuse(manager: EntityManager, id: number): Promise<never> {
    const [row] = await manager.query<Array<{ version: number }>>(`SELECT version FROM hydrants WHERE id = $1`, [id]);
    return whyNoRow(row?.version ?? null, MESSAGES.changedBySomeoneElse, () => new NotFoundException(MESSAGES.notFound));
  }

  /**
   * Records one inspection on every selected hydrant, all or none: the hydrant rows keep the
   * latest values, and each hydrant gets a history record with this inspection's readings,
   * checklist, inspector and outcome (DECISIONS §7); status alerts are raised or resolved and
   * inspection alerts resolved in the same transaction. 'could-not-test' keeps each
   * hydrant due: its lastInspection, inspector and readings stay, the record (incomplete) says
   * why, and a re-visit is scheduled (an inspection task REVISIT_DAYS later, linked to the record)
   * unless the hydrant already has an open inspection task. Photos (one hydrant only) are
   * kept with its record, in the same transaction.
   */
  async bulkInspect(dto: BulkInspectionDto, actorId?: number): Promise<BulkInspectionResultDto> {
    const ids = [...new Set(dto.hydrantIds)];
    const photos = dto.photos ?? [];
    if (photos.length > 0 && ids.length !== 1) {
      const message = MESSAGES.photosOneHydrant;
      throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message: [message], errors: { photos: message } });
    }
    const tooLarge = ids.find((id) => id < 1 || id > 2_147_483_647);
    if (tooLarge !== undefined) throw new NotFoundException(hydrantNotFoundMessage(tooLarge));
    const tested = dto.outcome !== 'could-not-test';
    return this.dataSource.transaction(async (manager) => {
      await setOutOfServiceContext(manager, { actorId, reason: dto.outOfServiceReason, expectedReturn: dto.expectedReturn });
      const found = await manager.query<Array<{ id: number; status: string }>>(
        `SELECT id, status FROM hydrants WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
        [ids],
      );
      if (found.length !== ids.length) {
        const present = new Set(found.map((row) => row.id));
        const missing = ids.find((id) => !present.has(id))!;
        throw new NotFoundException(hydrantNotFoundMessage(missing));
      }
      const params: unknown[] = [ids];
      const sets = ['updated_at = now()', 'version = version + 1'];
      const optional: Array<[keyof BulkInspectionDto, string]> = [['status', 'status']];
      if (tested) {
        optional.push(
          ['inspectionDate', 'last_inspection'],
          ['inspector', 'inspector'],
          ['pressure', 'pressure'],
          ['flowRate', 'flow_rate'],
          ['checklist', 'checklist'],
          ['notes', 'notes'],
        );
      }
      for (const [field, column] of optional) {
        if (dto[field] === undefined || dto[field] === null) continue;
        params.push(dto[field]);
        sets.push(`${column} = $${params.length}`);
        if (field === 'flowRate') sets.push(...manualFlowRateSets(`$${params.length}`));
      }
      const [, updated] = await manager.query<[unknown, number]>(
        `UPDATE hydrants SET ${sets.join(', ')} WHERE id = ANY($1::int[])`,
        params,
      );
      const records = await manager.query<Array<{ id: number; hydrant_id: number }>>(
        `INSERT INTO maintenance_history (hydrant_id, source, maintenance_type, completed_date, technician_name, work_performed,
           findings_notes, status, pressure, flow_rate, checklist, hydrant_status, outcome, outcome_reason)
         SELECT h.id, 'bulk-inspection', 'inspection', $2::date, $3::varchar, $8::text, $4::text, $9::varchar, $5::int, $6::int,
                $7::text[], h.status, $10::varchar, $11::text
         FROM hydrants h WHERE h.id = ANY($1::int[]) ORDER BY h.id
         RETURNING id, hydrant_id`,
        [
          ids,
          dto.inspectionDate,
          dto.inspector,
          dto.notes ?? null,
          tested ? (dto.pressure ?? null) : null,
          tested ? (dto.flowRate ?? null) : null,
          tested ? (dto.checklist ?? []) : [],
          tested ? 'Inspection' : 'Inspection (could not test)',
          tested ? 'completed' : 'incomplete',
          dto.outcome ?? null,
          dto.outcomeReason || null,
        ],
      );
      if (photos.length > 0) await this.recordPhotos.add(manager, records[0].id, photos);
      const revisits = tested ? [] : await this.scheduleRevisits(manager, records, dto);
      // A re-visit of an inspection dated long ago may be overdue already.
      if (revisits.length > 0) await raiseMaintenanceAlerts(manager, revisits);
      if (dto.status !== undefined && dto.status !== null) {
        await onStatusChanges(
          manager,
          found.map((row) => row.id),
          found.map((row) => row.status),
        );
      }
      if (tested) await inspectionChanged(manager, ids);
      return { updated, revisitsScheduled: revisits.length };
    });
  }

  /** One re-visit per hydrant that could not be tested (DECISIONS §7), unless an inspection task is already open. */
  private async scheduleRevisits(
    manager: EntityManager,
    records: Array<{ id: number; hydrant_id: number }>,
    dto: BulkInspectionDto,
  ): Promise<number[]> {
    const created = await manager.query<Array<{ id: number }>>(
      `INSERT INTO maintenance_schedules (hydrant_id, scheduled_date, maintenance_type, priority, assigned_to, description,
                                          status, follows_record_id)
       SELECT r.hydrant_id, $3::date + ${REVISIT_DAYS}, 'inspection', 'high', $4::varchar, $5::text, 'scheduled', r.id
       FROM unnest($1::int[], $2::int[]) AS r(id, hydrant_id)
       WHERE NOT EXISTS (SELECT 1 FROM maintenance_schedules s WHERE s.hydrant_id = r.hydrant_id
                           AND s.maintenance_type = 'inspection' AND s.status IN ('scheduled', 'overdue', 'in-progress'))
       RETURNING id`,
      [
        records.map((record) => record.id),
        records.map((record) => record.hydrant_id),
        dto.inspectionDate,
        dto.inspector,
        `Re-visit: the inspection could not be done (${dto.outcomeReason ?? ''})`.slice(0, 2000),
      ],
    );
    return created.map((row) => row.id);
  }

  /** Runs a write in a transaction; a taken hydrantId becomes 409. */
  private async writing<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error, 'UQ_hydrants_hydrant_id')) throw new ConflictException(MESSAGES.hydrantIdTaken);
      throw error;
    }
  }
}
