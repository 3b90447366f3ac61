import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ReadSnapshot } from '../common/cursor-rows.js';
import { percent, presentTables } from '../common/related-tables.js';
import { ReportRequestDto } from './dto/report-request.dto.js';
import { ReportOptionsDto } from './dto/report.dto.js';
import type { ReportData, ReportHydrantRow, ReportMaintenanceRow, ReportSections } from './report-data.js';
import { gatherIso, gatherPhotos } from './report-queries.js';
import { recommendationsFor } from './report-recommendations.js';
import {
  NEEDS_INSPECTION_DAYS,
  REPORT_DETAIL_LIMIT,
  REPORT_MESSAGES,
  REPORT_TYPE_LABELS,
  SCOPE_SQL,
} from './report.constants.js';

type Row = Record<string, unknown>;
const n = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

const HYDRANT_ROW_SQL = (condition: string) => `SELECT h.id, h.hydrant_id, h.address, h.area, h.status,
    to_char(h.last_inspection, 'YYYY-MM-DD') AS last_inspection, h.inspector, h.pressure, h.flow_rate,
    (h.last_inspection IS NULL OR h.last_inspection < current_date - ${NEEDS_INSPECTION_DAYS}) AS needs_inspection,
    (SELECT count(*) FROM hydrant_photos p WHERE p.hydrant_id = h.id) AS photo_count
  FROM hydrants h WHERE ${SCOPE_SQL} AND (${condition}) ORDER BY h.hydrant_id LIMIT ${REPORT_DETAIL_LIMIT}`;
const HYDRANT_COUNT_SQL = (condition: string) => `SELECT count(*) AS total FROM hydrants h WHERE ${SCOPE_SQL} AND (${condition})`;

@Injectable()
export class ReportsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Step 2's choices: the areas present (with counts) and the first 10 hydrants. */
  async options(): Promise<ReportOptionsDto> {
    const [areas, hydrants, [{ total }]] = await Promise.all([
      // Areas and the total from the counts the hydrants' triggers keep (by area; by status).
      this.dataSource.query<Array<{ area: string; count: string }>>(
        'SELECT area, sum(delta) AS count FROM hydrant_analytics_counts GROUP BY area HAVING sum(delta) > 0 ORDER BY area',
      ),
      this.dataSource.query<Array<{ id: number; hydrant_id: string; address: string; area: string }>>(
        'SELECT id, hydrant_id, address, area FROM hydrants ORDER BY hydrant_id LIMIT 10',
      ),
      this.dataSource.query<Array<{ total: string }>>('SELECT coalesce(sum(delta), 0) AS total FROM hydrant_status_counts'),
    ]);
    return {
      areas: areas.map((row) => ({ area: row.area, count: Number(row.count) })),
      hydrants: hydrants.map((row) => ({ id: row.id, hydrantId: row.hydrant_id, address: row.address, area: row.area })),
      totalHydrants: Number(total),
    };
  }

  async gather(dto: ReportRequestDto, options: { embedPhotos?: boolean } = {}): Promise<ReportData> {
    const startDate = dto.startDate ?? null;
    const endDate = dto.endDate ?? null;
    if (startDate && endDate && endDate < startDate) {
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: [REPORT_MESSAGES.dateOrder],
        errors: { endDate: REPORT_MESSAGES.dateOrder },
      });
    }
    const sections: ReportSections = {
      summary: dto.sections?.summary ?? true,
      details: dto.sections?.details ?? true,
      recommendations: dto.sections?.recommendations ?? true,
      photos: dto.sections?.photos ?? false,
      maintenance: dto.sections?.maintenance ?? false,
    };
    const areas = [...new Set(dto.areas ?? [])].sort();
    const ids = [...new Set(dto.hydrantIds ?? [])];
    const scope = [areas, ids];
    const snapshot = await ReadSnapshot.open(this.dataSource);
    try {
      const tables = await presentTables(snapshot);
      const [summaryRow] = await snapshot.query<Row>(
        `SELECT count(*) AS total,
          count(*) FILTER (WHERE status = 'operational') AS operational,
          count(*) FILTER (WHERE status = 'maintenance') AS maintenance,
          count(*) FILTER (WHERE status = 'out-of-service') AS out_of_service,
          count(*) FILTER (WHERE last_inspection IS NULL) AS never_inspected,
          count(*) FILTER (WHERE last_inspection IS NULL OR last_inspection < current_date - ${NEEDS_INSPECTION_DAYS}) AS needs_inspection,
          count(*) FILTER (WHERE last_inspection > current_date - 365 AND last_inspection <= current_date) AS within_year
        FROM hydrants h WHERE ${SCOPE_SQL}`,
        scope,
      );
      const summary = {
        total: n(summaryRow.total),
        operational: n(summaryRow.operational),
        maintenance: n(summaryRow.maintenance),
        outOfService: n(summaryRow.out_of_service),
        neverInspected: n(summaryRow.never_inspected),
        needsInspection: n(summaryRow.needs_inspection),
        inspectedWithinYear: n(summaryRow.within_year),
      };
      const labels = ids.length
        ? (
            await snapshot.query<{ hydrant_id: string }>(
              'SELECT hydrant_id FROM hydrants WHERE id = ANY($1::int[]) ORDER BY hydrant_id',
              [ids],
            )
          ).map((row) => row.hydrant_id)
        : [];

      const type = dto.type;
      const data: ReportData = {
        type,
        typeLabel: REPORT_TYPE_LABELS[type],
        title: dto.title,
        description: dto.description?.trim() ? dto.description.trim() : null,
        generatedAt: new Date(),
        startDate,
        endDate,
        areas,
        hydrantLabels: labels,
        sections,
        summary,
        hydrants: null,
        maintenance: null,
        compliance: null,
        areaStatus: null,
        iso: null,
        photos: null,
        recommendations: [],
      };

      if (sections.details) {
        const condition =
          type === 'inspection'
            ? 'true'
            : type === 'operational'
              ? "h.status <> 'operational'"
              : type === 'compliance'
                ? 'h.last_inspection IS NULL OR h.last_inspection <= current_date - 365'
                : null;
        if (condition) data.hydrants = await this.hydrantRows(snapshot, scope, condition);
      }
      if (type === 'maintenance' || sections.maintenance) {
        data.maintenance = await this.maintenance(
          snapshot,
          scope,
          startDate,
          endDate,
          tables.has('history'),
          tables.has('schedules'),
          {
            rows: sections.maintenance,
          },
        );
      }
      if (type === 'compliance') {
        data.compliance = {
          annualInspection: percent(summary.inspectedWithinYear, summary.total),
          operational: percent(summary.operational, summary.total),
          maintenanceCurrent: percent(summary.total - summary.outOfService, summary.total),
        };
      }
      if (type === 'operational' || type === 'compliance') {
        const rows = await snapshot.query<Row>(
          `SELECT area, count(*) AS total, count(*) FILTER (WHERE status = 'operational') AS operational,
             count(*) FILTER (WHERE status = 'maintenance') AS maintenance, count(*) FILTER (WHERE status = 'out-of-service') AS out_of_service,
             count(*) FILTER (WHERE last_inspection IS NULL OR last_inspection < current_date - ${NEEDS_INSPECTION_DAYS}) AS needs_inspection
           FROM hydrants h WHERE ${SCOPE_SQL} GROUP BY area ORDER BY area LIMIT ${REPORT_DETAIL_LIMIT}`,
          scope,
        );
        data.areaStatus = rows.map((row) => ({
          area: String(row.area),
          total: n(row.total),
          operational: n(row.operational),
          maintenance: n(row.maintenance),
          outOfService: n(row.out_of_service),
          needsInspection: n(row.needs_inspection),
        }));
      }
      if (type === 'iso-readiness') data.iso = await gatherIso(snapshot, scope, tables.has('flowTests'));
      if (sections.photos) data.photos = await gatherPhotos(snapshot, scope, options.embedPhotos === true);
      data.recommendations = sections.recommendations ? recommendationsFor(data) : [];
      return data;
    } finally {
      await snapshot.close();
    }
  }

  private async hydrantRows(
    snapshot: ReadSnapshot,
    scope: unknown[],
    condition: string,
  ): Promise<{ rows: ReportHydrantRow[]; total: number }> {
    const rows = await snapshot.query<Row>(HYDRANT_ROW_SQL(condition), scope);
    const total =
      rows.length < REPORT_DETAIL_LIMIT
        ? rows.length
        : n((await snapshot.query<Row>(HYDRANT_COUNT_SQL(condition), scope))[0].total);
    return {
      total,
      rows: rows.map((row) => ({
        id: n(row.id),
        hydrantId: String(row.hydrant_id),
        address: String(row.address),
        area: String(row.area),
        status: String(row.status),
        lastInspection: text(row.last_inspection),
        inspector: text(row.inspector),
        pressure: row.pressure === null ? null : n(row.pressure),
        flowRate: row.flow_rate === null ? null : n(row.flow_rate),
        needsInspection: row.needs_inspection === true,
        photoCount: n(row.photo_count),
      })),
    };
  }

  private async maintenance(
    snapshot: ReadSnapshot,
    scope: unknown[],
    startDate: string | null,
    endDate: string | null,
    historyPresent: boolean,
    schedulesPresent: boolean,
    want: { rows: boolean },
  ): Promise<NonNullable<ReportData['maintenance']>> {
    const overdue = schedulesPresent
      ? n(
          (
            await snapshot.query<Row>(
              `SELECT count(*) AS count FROM maintenance_schedules s JOIN hydrants h ON h.id = s.hydrant_id
               WHERE ${SCOPE_SQL} AND s.status IN ('scheduled', 'overdue') AND s.scheduled_date < current_date`,
              scope,
            )
          )[0].count,
        )
      : 0;
    if (!historyPresent) return { available: false, total: 0, byType: [], rows: [], overdueSchedules: overdue };
    const params = [...scope, startDate, endDate];
    const range = `${SCOPE_SQL} AND ($3::date IS NULL OR m.completed_date >= $3::date) AND ($4::date IS NULL OR m.completed_date <= $4::date)`;
    const byType = await snapshot.query<Row>(
      `SELECT m.maintenance_type, count(*) AS count FROM maintenance_history m JOIN hydrants h ON h.id = m.hydrant_id
       WHERE ${range} GROUP BY 1 ORDER BY 2 DESC, 1`,
      params,
    );
    let rows: ReportMaintenanceRow[] = [];
    if (want.rows) {
      const records = await snapshot.query<{ label: string; record: Record<string, unknown> }>(
        `SELECT h.hydrant_id AS label, to_jsonb(m) - 'photos' AS record FROM maintenance_history m JOIN hydrants h ON h.id = m.hydrant_id
         WHERE ${range} ORDER BY m.completed_date DESC, m.id DESC LIMIT ${REPORT_DETAIL_LIMIT}`,
        params,
      );
      rows = records.map(({ label, record }) => ({
        hydrantId: label,
        maintenanceType: text(record.maintenance_type) ?? '',
        completedDate: (text(record.completed_date) ?? '').slice(0, 10),
        technicianName: text(record.technician_name),
        status: text(record.status) ?? '',
        workPerformed: text(record.work_performed),
        issuesFound: text(record.issues_found),
      }));
    }
    return {
      available: true,
      total: byType.reduce((sum, row) => sum + n(row.count), 0),
      byType: byType.map((row) => ({ maintenanceType: String(row.maintenance_type), count: n(row.count) })),
      rows,
      overdueSchedules: overdue,
    };
  }
}
