import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { percent, presentTables, RELATED_TABLES, type RelatedTable } from '../common/related-tables.js';
import { FLOW_CLASSES, HYDRANT_STATUSES } from '../hydrants/hydrant.constants.js';
import { ALERT_TYPES, AnalyticsDto, MonthlyActivityDto, RiskAreaDto, SystemHealthDto } from './dto/analytics.dto.js';
import { ALERT_CHECK_SETTINGS, alertCheckHealth, hydrantIntegrityChecks } from './system-health.js';

type Row = Record<string, string | number | null>;
const n = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const round1 = (value: number) => Math.round(value * 10) / 10;
/**
 * Schedules waiting for work: SPEC's 'scheduled', and 'overdue' (a status staff may set
 * on a late schedule; its dashboard counts both as overdue once their date has passed).
 */
const WAITING = `('scheduled', 'overdue')`;
/** Schedules still to be done: waiting or in progress. */
const OPEN = `('scheduled', 'overdue', 'in-progress')`;
const { history: HISTORY, alerts: ALERTS } = RELATED_TABLES;

const sumWhere = (condition: string) => `coalesce(sum(delta) FILTER (WHERE ${condition}), 0)`;

/**
 * The hydrant figures, from the counts kept by triggers on hydrants (a few rows per area,
 * status, flow class, inspected or not and integrity flags), never from the hydrants themselves.
 */
const HYDRANT_SQL = `SELECT coalesce(sum(delta), 0) AS total,
    ${sumWhere(`status = 'operational'`)} AS operational,
    ${sumWhere(`status = 'maintenance'`)} AS maintenance,
    ${sumWhere(`status = 'out-of-service'`)} AS out_of_service,
    ${sumWhere('inspected')} AS inspected,
    ${FLOW_CLASSES.map((flowClass) => `${sumWhere(`flow_class = '${flowClass}'`)} AS "${flowClass}"`).join(',\n    ')},
    ${sumWhere(`flow_class = 'unknown'`)} AS unknown,
    ${hydrantIntegrityChecks.map((check) => `${check.sql} AS "${check.key}"`).join(',\n    ')}
  FROM hydrant_analytics_counts`;

/** Areas with non-operational hydrants, with each area's total, from the kept counts. */
const RISK_SQL = `SELECT area, ${sumWhere(`status <> 'operational'`)} AS non_operational,
    ${sumWhere(`status = 'maintenance'`)} AS maintenance,
    ${sumWhere(`status = 'out-of-service'`)} AS out_of_service,
    sum(delta) AS total
  FROM hydrant_analytics_counts GROUP BY area HAVING ${sumWhere(`status <> 'operational'`)} > 0
  ORDER BY non_operational DESC, area LIMIT 50`;

const MONTHS_SQL = `SELECT to_char(m, 'YYYY-MM') AS month FROM generate_series(
    date_trunc('month', current_date) - interval '11 months', date_trunc('month', current_date), interval '1 month') AS m`;
const FIRST_MONTH = `(date_trunc('month', current_date) - interval '11 months')::date`;

@Injectable()
export class AnalyticsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The computation under way: requests arriving meanwhile share it (hundreds of staff, one set of scans). */
  private inFlight: Promise<AnalyticsDto> | null = null;

  analytics(): Promise<AnalyticsDto> {
    if (!this.inFlight) {
      this.inFlight = this.compute().finally(() => {
        this.inFlight = null;
      });
    }
    return this.inFlight;
  }

  private async compute(): Promise<AnalyticsDto> {
    const started = Date.now();
    await this.dataSource.query('SELECT 1');
    const latencyMs = Date.now() - started;
    const tables = await presentTables(this.dataSource);
    const [hydrantRow, riskRows, months, inspections, related, alertCheck] = await Promise.all([
      this.one(HYDRANT_SQL),
      this.dataSource.query<Row[]>(RISK_SQL),
      this.dataSource.query<Array<{ month: string }>>(MONTHS_SQL),
      this.inspectionsPerMonth(),
      this.relatedFigures(tables),
      this.alertCheckRun(tables),
    ]);

    const total = n(hydrantRow.total);
    const operational = n(hydrantRow.operational);
    const outOfService = n(hydrantRow.out_of_service);
    const inspected = n(hydrantRow.inspected);
    const schedulesTotal = n(related.schedules.total);
    const overdue = n(related.schedules.overdue);
    const open = n(related.schedules.open);
    const openLate = n(related.schedules.open_late);

    const completedByMonth = new Map(related.maintenanceMonthly.map((row) => [String(row.month), n(row.count)]));
    const inspectionsByMonth = new Map(inspections.map((row) => [String(row.month), n(row.count)]));
    const monthly: MonthlyActivityDto[] = months.map(({ month }) => ({
      month,
      inspections: inspectionsByMonth.get(month) ?? 0,
      maintenanceCompleted: completedByMonth.get(month) ?? 0,
    }));

    const current = related.response.current === null ? null : round1(Number(related.response.current));
    const previous = related.response.previous === null ? null : round1(Number(related.response.previous));
    const criticalAlerts = n(related.alerts.critical);
    const alertsByType = new Map(related.alertTypes.map((row) => [String(row.alert_type), n(row.count)]));

    const integrityChecks: Array<{ name: string; failing: number }> = hydrantIntegrityChecks.map((check) => ({
      name: check.name,
      failing: n(hydrantRow[check.key]),
    }));
    integrityChecks.push(...related.integrity);
    const failing = integrityChecks.reduce((sum, check) => sum + check.failing, 0);
    const systemHealth: SystemHealthDto = {
      database: { status: 'ok', latencyMs },
      alertCheck: alertCheckHealth(tables.has('alerts'), alertCheck, this.config.alertCheckIntervalSeconds),
      integrity: { status: failing ? 'attention' : 'ok', failing, checks: integrityChecks },
    };

    return {
      generatedAt: new Date().toISOString(),
      hydrants: {
        total,
        operational,
        maintenance: n(hydrantRow.maintenance),
        outOfService,
        inspected,
        neverInspected: total - inspected,
      },
      cards: {
        operationalRate: percent(operational, total),
        avgResponseTime: {
          minutes: current,
          previousMinutes: previous,
          changePercent: current !== null && previous ? round1(((current - previous) / previous) * 100) : null,
          acknowledgedCount: n(related.response.count),
        },
        criticalAlerts,
        maintenanceCompliance: percent(schedulesTotal - overdue, schedulesTotal, 100),
      },
      performance: {
        inspectionEfficiency: percent(inspected, total),
        maintenanceTimeliness: percent(open - openLate, open, 100),
        systemReliability: percent(total - outOfService, total),
      },
      riskAreas: riskRows.map((row): RiskAreaDto => ({
        area: String(row.area),
        nonOperational: n(row.non_operational),
        maintenance: n(row.maintenance),
        outOfService: n(row.out_of_service),
        total: n(row.total),
      })),
      operations: {
        completedThisMonth: n(related.completedThisMonth),
        scheduledTasks: n(related.schedules.scheduled),
        overdueTasks: overdue,
        activeAlerts: n(related.alerts.active),
        criticalAlerts,
        operationalHydrants: operational,
      },
      systemHealth,
      charts: {
        monthly,
        byStatus: HYDRANT_STATUSES.map((status) => ({
          status,
          count: n(hydrantRow[status === 'out-of-service' ? 'out_of_service' : status]),
        })),
        byFlowClass: [...FLOW_CLASSES, 'unknown' as const].map((flowClass) => ({ flowClass, count: n(hydrantRow[flowClass]) })),
        openAlertsByType: ALERT_TYPES.map((alertType) => ({ alertType, count: alertsByType.get(alertType) ?? 0 })),
      },
    };
  }

  private async one(sql: string, params: unknown[] = []): Promise<Row> {
    const rows = await this.dataSource.query<Row[]>(sql, params);
    return rows[0] ?? {};
  }

  /**
   * Inspections per month over the last 12 months: hydrants' last inspections, plus history
   * records of type inspection other than the one each hydrant's lastInspection already shows,
   * as kept per day by triggers on both tables (`inspection_day_counts`).
   */
  private inspectionsPerMonth(): Promise<Row[]> {
    return this.dataSource.query<Row[]>(
      `SELECT to_char(day, 'YYYY-MM') AS month, sum(delta) AS count FROM inspection_day_counts
       WHERE day >= ${FIRST_MONTH} AND day <= current_date GROUP BY 1`,
    );
  }

  /**
   * Figures from the maintenance and alert tables (counts kept by triggers: schedules and
   * history by day, open alerts by type and priority; the rest over indexes); zeros and nulls while they are absent.
   */
  private async relatedFigures(tables: Set<RelatedTable>) {
    const none = Promise.resolve<Row>({});
    const noRows = Promise.resolve<Row[]>([]);
    const [schedules, completed, maintenanceMonthly, alerts, response, alertTypes, integrity] = await Promise.all([
      tables.has('schedules')
        ? this.one(`SELECT coalesce(sum(delta), 0) AS total,
            ${sumWhere(`status IN ${WAITING}`)} AS scheduled,
            ${sumWhere(`status IN ${WAITING} AND day < current_date`)} AS overdue,
            ${sumWhere(`status IN ${OPEN}`)} AS open,
            ${sumWhere(`status IN ${OPEN} AND day < current_date`)} AS open_late
          FROM schedule_day_counts`)
        : none,
      tables.has('history')
        ? this.one(`SELECT coalesce(sum(delta), 0) AS count FROM history_day_counts
            WHERE status = 'completed' AND day > current_date - 30 AND day <= current_date`)
        : none,
      tables.has('history')
        ? this.dataSource.query<Row[]>(`SELECT to_char(day, 'YYYY-MM') AS month, sum(delta) AS count FROM history_day_counts
            WHERE status = 'completed' AND maintenance_type <> 'inspection' AND day >= ${FIRST_MONTH} AND day <= current_date
            GROUP BY 1`)
        : noRows,
      tables.has('alerts')
        ? this.one(`SELECT coalesce(sum(delta), 0) AS active, ${sumWhere(`priority IN ('urgent', 'high')`)} AS critical
            FROM alert_open_counts`)
        : none,
      tables.has('alerts')
        ? this.one(`SELECT
              avg(extract(epoch FROM acknowledged_at - created_at) / 60) FILTER (WHERE acknowledged_at > now() - interval '30 days') AS current,
              avg(extract(epoch FROM acknowledged_at - created_at) / 60) FILTER (WHERE acknowledged_at <= now() - interval '30 days') AS previous,
              count(*) FILTER (WHERE acknowledged_at > now() - interval '30 days') AS count
            FROM ${ALERTS}
            WHERE acknowledged AND acknowledged_at > now() - interval '60 days' AND acknowledged_at <= now()
              AND acknowledged_at >= created_at AND acknowledged_by IS DISTINCT FROM 'System'`)
        : none,
      tables.has('alerts')
        ? this.dataSource.query<Row[]>(`SELECT alert_type, sum(delta) AS count FROM alert_open_counts GROUP BY 1`)
        : noRows,
      this.relatedIntegrity(tables),
    ]);
    return {
      schedules,
      completedThisMonth: completed.count ?? 0,
      maintenanceMonthly,
      alerts,
      response: { current: response.current ?? null, previous: response.previous ?? null, count: response.count ?? 0 },
      alertTypes,
      integrity,
    };
  }

  private async relatedIntegrity(tables: Set<RelatedTable>): Promise<Array<{ name: string; failing: number }>> {
    const checks: Array<{ name: string; failing: number }> = [];
    if (tables.has('history')) {
      const row = await this.one(`SELECT count(*) AS count FROM ${HISTORY} WHERE completed_date > current_date`);
      checks.push({ name: 'Maintenance completed in the future', failing: n(row.count) });
    }
    return checks;
  }

  private async alertCheckRun(tables: Set<RelatedTable>): Promise<string | null> {
    if (!tables.has('alerts')) return null;
    const rows = await this.dataSource.query<Array<{ value: string }>>(
      'SELECT value FROM app_settings WHERE name = ANY($1::text[]) ORDER BY value DESC LIMIT 1',
      [ALERT_CHECK_SETTINGS],
    );
    return rows[0]?.value ?? null;
  }
}
