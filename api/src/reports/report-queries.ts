import type { ReadSnapshot } from '../common/cursor-rows.js';
import type { ReportData, ReportPhoto } from './report-data.js';
import { ISO_SPACING_METRES, REPORT_DETAIL_LIMIT, REPORT_PDF_PHOTOS, SCOPE_SQL } from './report.constants.js';

type Row = Record<string, unknown>;
const n = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const FEET_PER_METRE = 3.28084;

/** Date columns a flow test may carry its date in (the flow-tests feature owns the table), most specific first. */
const FLOW_TEST_DATE_COLUMNS = ['tested_on', 'test_date', 'tested_at', 'performed_on', 'performed_at', 'date', 'created_at'];

async function flowTestDateColumn(snapshot: ReadSnapshot): Promise<string | null> {
  const rows = await snapshot.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'flow_tests'`,
  );
  const names = new Set(rows.map((row) => row.column_name));
  if (!names.has('hydrant_id')) return null;
  return FLOW_TEST_DATE_COLUMNS.find((name) => names.has(name)) ?? null;
}

/**
 * DECISIONS §12: inspected in the last 12 months, flow-tested in the last 5 years, the
 * hydrants whose nearest neighbour (any hydrant, in scope or not) is over 1,000 ft away
 * (straight line, the GiST index on earth answering each nearest-neighbour search), and by
 * area the hydrants overdue on each count.
 */
export async function gatherIso(
  snapshot: ReadSnapshot,
  scope: unknown[],
  flowTestsPresent: boolean,
): Promise<NonNullable<ReportData['iso']>> {
  const dateColumn = flowTestsPresent ? await flowTestDateColumn(snapshot) : null;
  const flowTested = dateColumn
    ? `EXISTS (SELECT 1 FROM flow_tests f WHERE f.hydrant_id = h.id AND f."${dateColumn}" > current_date - interval '5 years')`
    : 'false';
  const [row] = await snapshot.query<Row>(
    `WITH scoped AS MATERIALIZED (
       SELECT h.id, h.hydrant_id, h.address, h.area,
         (h.last_inspection > current_date - interval '12 months' AND h.last_inspection <= current_date) AS inspected,
         ${flowTested} AS flow_tested,
         (SELECT o.earth <-> h.earth FROM hydrants o WHERE o.id <> h.id ORDER BY o.earth <-> h.earth LIMIT 1) AS nearest
       FROM hydrants h WHERE ${SCOPE_SQL}),
     flagged AS MATERIALIZED (SELECT *, (nearest IS NULL OR nearest > ${ISO_SPACING_METRES}) AS isolated FROM scoped)
     SELECT
       (SELECT count(*) FILTER (WHERE inspected) FROM flagged) AS inspected,
       (SELECT count(*) FILTER (WHERE flow_tested) FROM flagged) AS flow_tested,
       (SELECT count(*) FILTER (WHERE isolated) FROM flagged) AS isolated_total,
       (SELECT coalesce(json_agg(i ORDER BY i.hydrant_id), '[]') FROM (
          SELECT hydrant_id, address, area, nearest FROM flagged WHERE isolated ORDER BY hydrant_id LIMIT ${REPORT_DETAIL_LIMIT}) i) AS isolated,
       (SELECT coalesce(json_agg(a ORDER BY a.area), '[]') FROM (
          SELECT area, count(*) AS total, count(*) FILTER (WHERE NOT coalesce(inspected, false)) AS not_inspected,
            count(*) FILTER (WHERE NOT flow_tested) AS not_flow_tested, count(*) FILTER (WHERE isolated) AS isolated
          FROM flagged GROUP BY area ORDER BY area LIMIT ${REPORT_DETAIL_LIMIT}) a) AS by_area`,
    scope,
  );
  const isolated = row.isolated as Array<{ hydrant_id: string; address: string; area: string; nearest: number | null }>;
  const byArea = row.by_area as Array<Record<string, unknown>>;
  return {
    inspected12Months: n(row.inspected),
    flowTestsAvailable: dateColumn !== null,
    flowTested5Years: n(row.flow_tested),
    isolatedTotal: n(row.isolated_total),
    isolated: isolated.map((item) => ({
      hydrantId: item.hydrant_id,
      address: item.address,
      area: item.area,
      nearestFeet: item.nearest === null ? null : Math.round(item.nearest * FEET_PER_METRE),
    })),
    byArea: byArea.map((item) => ({
      area: String(item.area),
      total: n(item.total),
      notInspected12Months: n(item.not_inspected),
      notFlowTested5Years: n(item.not_flow_tested),
      isolated: n(item.isolated),
    })),
  };
}

/** The photos section: hydrants in scope with photos (URLs), and for a PDF the first photo of the first hydrants. */
export async function gatherPhotos(
  snapshot: ReadSnapshot,
  scope: unknown[],
  embed: boolean,
): Promise<NonNullable<ReportData['photos']>> {
  const rows = await snapshot.query<Row>(
    `SELECT h.hydrant_id, count(*) AS count, array_agg('/api/hydrant-photos/' || p.id::text ORDER BY p.position) AS urls,
       count(*) OVER () AS total
     FROM hydrant_photos p JOIN hydrants h ON h.id = p.hydrant_id WHERE ${SCOPE_SQL}
     GROUP BY h.hydrant_id ORDER BY h.hydrant_id LIMIT ${REPORT_DETAIL_LIMIT}`,
    scope,
  );
  let embedded: ReportPhoto[] = [];
  if (embed) {
    const photos = await snapshot.query<{ id: string; hydrant_id: string; content_type: string; data: Buffer }>(
      `SELECT DISTINCT ON (h.hydrant_id) p.id::text AS id, h.hydrant_id, p.content_type, p.data
       FROM hydrant_photos p JOIN hydrants h ON h.id = p.hydrant_id
       WHERE ${SCOPE_SQL} AND p.content_type IN ('image/jpeg', 'image/png')
       ORDER BY h.hydrant_id, p.position LIMIT ${REPORT_PDF_PHOTOS}`,
      scope,
    );
    embedded = photos.map((photo) => ({
      id: photo.id,
      hydrantId: photo.hydrant_id,
      contentType: photo.content_type,
      data: photo.data,
    }));
  }
  return {
    total: rows.length ? n(rows[0].total) : 0,
    hydrants: rows.map((row) => ({ hydrantId: String(row.hydrant_id), count: n(row.count), urls: row.urls as string[] })),
    embedded,
  };
}
