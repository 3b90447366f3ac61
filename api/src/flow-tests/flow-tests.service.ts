import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { computeFlowTest, type FlowTestWarning, type NfpaClass } from '@hydrant/hydraulics';
import { MESSAGES } from '../hydrants/hydrant.constants.js';
import { CreateFlowTestDto } from './dto/create-flow-test.dto.js';
import { FlowTestDto } from './dto/flow-test.dto.js';
import type { StoredOutlet } from './flow-test.entity.js';
import { FLOW_TEST_MESSAGES } from './flow-test.constants.js';

interface FlowTestRow {
  id: number;
  hydrant_id: number;
  test_date: string;
  tester: string;
  residual_hydrant_id: number | null;
  residual_hydrant_label: string;
  static_pressure: number;
  residual_pressure: number;
  desired_residual: number | null;
  outlets: StoredOutlet[];
  total_flow: number;
  flow_at_20: number | null;
  flow_at_desired: number | null;
  rated_flow: number | null;
  nfpa_class: NfpaClass | null;
  warnings: FlowTestWarning[];
  notes: string | null;
  created_at: Date;
  field_time: Date | null;
}

const COLUMNS = `id, hydrant_id, to_char(test_date, 'YYYY-MM-DD') AS test_date, tester, residual_hydrant_id,
  residual_hydrant_label, static_pressure, residual_pressure, desired_residual, outlets, total_flow, flow_at_20,
  flow_at_desired, rated_flow, nfpa_class, warnings, notes, created_at, field_time`;

function toDto(row: FlowTestRow): FlowTestDto {
  return {
    id: row.id,
    hydrantId: row.hydrant_id,
    testDate: row.test_date,
    tester: row.tester,
    residualHydrantId: row.residual_hydrant_id,
    residualHydrantLabel: row.residual_hydrant_label,
    staticPressure: row.static_pressure,
    residualPressure: row.residual_pressure,
    desiredResidual: row.desired_residual,
    outlets: row.outlets,
    totalFlow: row.total_flow,
    flowAt20: row.flow_at_20,
    flowAtDesired: row.flow_at_desired,
    ratedFlow: row.rated_flow,
    nfpaClass: row.nfpa_class,
    warnings: row.warnings,
    notes: row.notes,
    createdAt: row.created_at.toISOString(),
    fieldTime: row.field_time?.toISOString() ?? null,
    receivedAt: row.created_at.toISOString(),
  };
}

/**
 * The rated flow of the hydrant's latest flow test that has a result (test date, then the
 * order recorded), or null when none has.
 */
const LATEST_RATED_SQL = `SELECT rated_flow FROM flow_tests
  WHERE hydrant_id = $1 AND rated_flow IS NOT NULL ORDER BY test_date DESC, id DESC LIMIT 1`;

@Injectable()
export class FlowTestsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A hydrant's flow tests, latest first. */
  async list(hydrantId: number): Promise<FlowTestDto[]> {
    const [hydrant] = await this.dataSource.query<unknown[]>(`SELECT 1 FROM hydrants WHERE id = $1`, [hydrantId]);
    if (!hydrant) throw new NotFoundException(MESSAGES.notFound);
    const rows = await this.dataSource.query<FlowTestRow[]>(
      `SELECT ${COLUMNS} FROM flow_tests WHERE hydrant_id = $1 ORDER BY test_date DESC, id DESC`,
      [hydrantId],
    );
    return rows.map(toDto);
  }

  /**
   * Records a test with the results computed from its readings and, when it has a result,
   * rates the hydrant from its latest test (flowRate source 'flow-test'): one transaction.
   */
  async create(hydrantId: number, dto: CreateFlowTestDto): Promise<FlowTestDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockHydrant(manager, hydrantId);
      const [residual] = await manager.query<Array<{ hydrant_id: string }>>(`SELECT hydrant_id FROM hydrants WHERE id = $1`, [
        dto.residualHydrantId,
      ]);
      if (!residual) {
        const message = FLOW_TEST_MESSAGES.residualHydrant;
        throw new BadRequestException({
          statusCode: 400,
          error: 'Bad Request',
          message: [message],
          errors: { residualHydrantId: message },
        });
      }
      const outlets = dto.outlets.map(({ pitot, diameter, coefficient }) => ({ pitot, diameter, coefficient }));
      const result = computeFlowTest({
        staticPressure: dto.staticPressure,
        residualPressure: dto.residualPressure,
        outlets,
        desiredResidual: dto.desiredResidual ?? null,
      });
      const stored: StoredOutlet[] = outlets.map((outlet, i) => ({ ...outlet, ...result.outlets[i] }));
      const [row] = await manager.query<FlowTestRow[]>(
        `INSERT INTO flow_tests (hydrant_id, test_date, tester, residual_hydrant_id, residual_hydrant_label, static_pressure,
           residual_pressure, desired_residual, outlets, total_flow, flow_at_20, flow_at_desired, rated_flow, nfpa_class,
           warnings, notes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $15::jsonb, $16)
         RETURNING ${COLUMNS}`,
        [
          hydrantId,
          dto.testDate,
          dto.tester,
          dto.residualHydrantId,
          residual.hydrant_id,
          dto.staticPressure,
          dto.residualPressure,
          result.desiredResidual,
          JSON.stringify(stored),
          result.totalFlow,
          result.flowAt20,
          result.flowAtDesired,
          result.ratedFlow,
          result.nfpaClass,
          JSON.stringify(result.warnings),
          dto.notes ?? null,
        ],
      );
      if (result.ratedFlow !== null) await this.rateFromLatestTest(manager, hydrantId);
      return toDto(row);
    });
  }

  /**
   * Deletes a test. When the hydrant's flow rate came from its tests, it follows the latest
   * remaining one (none left: no flow rate); a flow rate typed by hand stays.
   */
  async remove(hydrantId: number, testId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const source = await this.lockHydrant(manager, hydrantId);
      const [, count] = await manager.query<[unknown[], number]>(`DELETE FROM flow_tests WHERE id = $1 AND hydrant_id = $2`, [
        testId,
        hydrantId,
      ]);
      if (count === 0) throw new NotFoundException(FLOW_TEST_MESSAGES.notFound);
      if (source === 'flow-test') await this.rateFromLatestTest(manager, hydrantId);
    });
  }

  /** Locks the hydrant row (404 when it does not exist); answers its flow-rate source. */
  private async lockHydrant(manager: EntityManager, hydrantId: number): Promise<string | null> {
    const [row] = await manager.query<Array<{ flow_rate_source: string | null }>>(
      `SELECT flow_rate_source FROM hydrants WHERE id = $1 FOR UPDATE`,
      [hydrantId],
    );
    if (!row) throw new NotFoundException(MESSAGES.notFound);
    return row.flow_rate_source;
  }

  /** flowRate := rated flow of the latest test with a result (its class follows, DECISIONS §5); a new version. */
  private async rateFromLatestTest(manager: EntityManager, hydrantId: number): Promise<void> {
    await manager.query(
      `UPDATE hydrants h SET flow_rate = latest.rated_flow,
         flow_rate_source = CASE WHEN latest.rated_flow IS NULL THEN NULL ELSE 'flow-test' END,
         flow_rate_set_at = now(), updated_at = now(), version = h.version + 1
       FROM (SELECT (${LATEST_RATED_SQL}) AS rated_flow) latest
       WHERE h.id = $1`,
      [hydrantId],
    );
  }
}
