import request from 'supertest';
import { insertHistory, insertHydrants, insertSchedule } from '../../test/analytics-fixtures.js';
import { adminAgent, demoAgent } from '../../test/hydrant-fixtures.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, TestApp } from '../../test/test-app.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('reports (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
    ids = await insertHydrants(t, [
      { hydrantId: 'H-001', status: 'operational', inspectedDaysAgo: 10, area: 'North', address: '1 Oak Ave' },
      { hydrantId: 'H-002', status: 'operational', inspectedDaysAgo: 200, area: 'North', address: '2 Oak Ave' },
      { hydrantId: 'H-003', status: 'maintenance', inspectedDaysAgo: null, area: 'South', address: '3 Elm St' },
      { hydrantId: 'H-004', status: 'out-of-service', inspectedDaysAgo: 400, area: 'South', address: '4 Elm St' },
      // Far from every other hydrant (about 7 miles east).
      {
        hydrantId: 'H-005',
        status: 'operational',
        inspectedDaysAgo: 30,
        area: 'East',
        address: '5 Pine Rd',
        latitude: 39.78,
        longitude: -89.5,
      },
    ]);
    await insertHistory(t, ids['H-001'], 10, 'routine');
    await insertHistory(t, ids['H-003'], 50, 'repair');
    await insertHistory(t, ids['H-004'], 400, 'repair');
    await insertSchedule(t, ids['H-003'], -5, 'scheduled');
  });

  afterAll(async () => {
    await t?.close();
  });

  const base = { title: 'Quarterly Hydrant Review', areas: [], hydrantIds: [] };

  it('step 2 options: the areas present with counts and the first 10 hydrants', async () => {
    const { body } = await admin.get('/api/reports/options').expect(200);
    expect(body.areas).toEqual([
      { area: 'East', count: 1 },
      { area: 'North', count: 2 },
      { area: 'South', count: 2 },
    ]);
    expect(body.hydrants.map((h: { hydrantId: string }) => h.hydrantId)).toEqual(['H-001', 'H-002', 'H-003', 'H-004', 'H-005']);
    expect(body.totalHydrants).toBe(5);
  });

  it('step 2 options: the areas and the total are those of a recount after hydrants are added, moved and deleted', async () => {
    const expectRecount = async (step: string) => {
      const { body } = await admin.get('/api/reports/options').expect(200);
      const areas = await t.sql<{ area: string; count: number }>(
        'SELECT area, count(*)::int AS count FROM hydrants GROUP BY area ORDER BY area',
      );
      const [{ n }] = await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM hydrants');
      expect([step, body.areas, body.totalHydrants]).toEqual([step, areas, n]);
    };
    const [{ id, area }] = await t.sql<{ id: number; area: string }>(`SELECT id, area FROM hydrants WHERE hydrant_id = 'H-001'`);
    await t.sql(
      `INSERT INTO hydrants (hydrant_id, address, latitude, longitude, area) VALUES ('W-1', '1 West Rd', 40, -105, 'West')`,
    );
    await expectRecount('added');
    await t.sql(`UPDATE hydrants SET area = 'West' WHERE id = $1`, [id]);
    await expectRecount('moved');
    await t.sql(`DELETE FROM hydrants WHERE hydrant_id = 'W-1'`);
    await t.sql(`UPDATE hydrants SET area = $2 WHERE id = $1`, [id, area]);
    await expectRecount('deleted and moved back');
  });

  it.each([[{ title: 'x' }], [{ type: 'inspection' }], [{ type: 'inspection', title: '   ' }], [{ type: 'weekly', title: 'x' }]])(
    "type and a non-blank title are required: 400 'Please select a report type and enter a title' (%j)",
    async (payload) => {
      const res = await admin.post('/api/reports').send(payload).expect(400);
      expect(res.body.message).toContain('Please select a report type and enter a title');
    },
  );

  it('an end date before the start date is refused', async () => {
    const res = await admin
      .post('/api/reports')
      .send({ ...base, type: 'maintenance', startDate: '2025-05-01', endDate: '2025-04-01' })
      .expect(400);
    expect(res.body.errors).toEqual({ endDate: 'End date must not be before the start date' });
  });

  it('inspection report (preview): summary counts, every hydrant with needs-inspection (never or over 180 days), recommendations', async () => {
    const { body } = await admin
      .post('/api/reports')
      .send({ ...base, type: 'inspection', description: 'For the chief' })
      .expect(200);
    expect(body).toMatchObject({ type: 'inspection', typeLabel: 'Hydrant Inspection Report', title: 'Quarterly Hydrant Review' });
    expect(body.fileBaseName).toMatch(/^quarterly-hydrant-review-\d{4}-\d{2}-\d{2}-\d{6}$/);
    expect(body.sections.map((s: { heading: string }) => s.heading)).toEqual(['Summary', 'Details', 'Recommendations']);
    const text: string = body.text;
    expect(text).toContain('Report type: Hydrant Inspection Report');
    expect(text).toContain('Description: For the chief');
    expect(text).toContain('Scope: All hydrants');
    expect(text).toContain('Total hydrants: 5');
    expect(text).toContain('Operational: 3 (60.0%)');
    expect(text).toContain('Out of Service: 1 (20.0%)');
    expect(text).toContain('Needs inspection (never, or over 180 days ago): 3 (60.0%)');
    const details = body.sections[1].blocks[0];
    expect(details.rows.map((r: string[]) => [r[0], r[8]])).toEqual([
      ['H-001', 'No'],
      ['H-002', 'Yes'],
      ['H-003', 'Yes'],
      ['H-004', 'Yes'],
      ['H-005', 'No'],
    ]);
    expect(text).toContain('Keep a 6-month inspection schedule for every hydrant.');
    expect(text).toMatch(/1\. Return 1 out-of-service hydrant to service/);
  });

  it('the scope: hydrants of the chosen areas or chosen themselves', async () => {
    const { body } = await admin
      .post('/api/reports')
      .send({ ...base, type: 'inspection', areas: ['South'], hydrantIds: [ids['H-005']] })
      .expect(200);
    expect(body.text).toContain('Scope: Areas: South; Hydrants: H-005');
    expect(body.sections[1].blocks[0].rows.map((r: string[]) => r[0])).toEqual(['H-003', 'H-004', 'H-005']);
  });

  it('sections can be switched off', async () => {
    const { body } = await admin
      .post('/api/reports')
      .send({ ...base, type: 'inspection', sections: { summary: false, details: false, recommendations: false } })
      .expect(200);
    expect(body.sections).toEqual([]);
    expect(body.text).not.toContain('SUMMARY');
  });

  it('maintenance report: the date range filters completedDate; records listed when the maintenance section is on', async () => {
    const { body: all } = await admin
      .post('/api/reports')
      .send({ ...base, type: 'maintenance', sections: { maintenance: true } })
      .expect(200);
    expect(all.text).toContain('Maintenance records in the period: 3');
    expect(all.text).toContain('Overdue maintenance tasks: 1');
    const [{ from, to }] = await t.sql<{ from: string; to: string }>(
      `SELECT to_char(current_date - 60, 'YYYY-MM-DD') AS from, to_char(current_date - 20, 'YYYY-MM-DD') AS to`,
    );
    const { body } = await admin
      .post('/api/reports')
      .send({ ...base, type: 'maintenance', startDate: from, endDate: to, sections: { maintenance: true } })
      .expect(200);
    expect(body.text).toContain(`Period: ${from} to ${to} (maintenance completed dates)`);
    expect(body.text).toContain('Maintenance records in the period: 1');
    const section = body.sections.find((s: { heading: string }) => s.heading === 'Maintenance Activity');
    const records = section.blocks.find((b: { columns?: string[] }) => b.columns?.[0] === 'Completed');
    expect(records.rows.map((r: string[]) => [r[1], r[2]])).toEqual([['H-003', 'repair']]);
    const { body: off } = await admin
      .post('/api/reports')
      .send({ ...base, type: 'maintenance' })
      .expect(200);
    expect(off.text).toContain('Turn on the Maintenance section to list the maintenance records.');
  });

  it('compliance report: the three percentages and hydrants not inspected within 365 days', async () => {
    const { body } = await admin
      .post('/api/reports')
      .send({ ...base, type: 'compliance' })
      .expect(200);
    expect(body.text).toContain('Annual inspection compliance (inspected within 365 days): 60.0%');
    expect(body.text).toContain('Operational: 60.0%');
    expect(body.text).toContain('Maintenance current (not out of service): 80.0%');
    const details = body.sections.find((s: { heading: string }) => s.heading === 'Details');
    const hydrants = details.blocks.find((b: { columns?: string[] }) => b.columns?.[0] === 'Hydrant ID');
    expect(hydrants.rows.map((r: string[]) => r[0])).toEqual(['H-003', 'H-004']);
  });

  it('operational report: status by area and the hydrants not operational', async () => {
    const { body } = await admin
      .post('/api/reports')
      .send({ ...base, type: 'operational' })
      .expect(200);
    const details = body.sections.find((s: { heading: string }) => s.heading === 'Details');
    expect(details.blocks[0].rows).toEqual([
      ['East', '1', '1', '0', '0', '0'],
      ['North', '2', '2', '0', '0', '1'],
      ['South', '2', '0', '1', '1', '2'],
    ]);
    const hydrants = details.blocks.find((b: { columns?: string[] }) => b.columns?.[0] === 'Hydrant ID');
    expect(hydrants.rows.map((r: string[]) => r[0])).toEqual(['H-003', 'H-004']);
  });

  it('ISO readiness report: inspected in 12 months, flow-tested in 5 years, hydrants over 1,000 ft from another', async () => {
    const { body } = await admin
      .post('/api/reports')
      .send({ ...base, type: 'iso-readiness', title: 'ISO Review' })
      .expect(200);
    expect(body.typeLabel).toBe('ISO Readiness Report');
    expect(body.text).toContain('Inspected in the last 12 months: 3 (60.0%)');
    expect(body.text).toContain('Nearest other hydrant over 1,000 ft away: 1 (20.0%)');
    const details = body.sections.find((s: { heading: string }) => s.heading === 'Details');
    const isolated = details.blocks.find((b: { columns?: string[] }) => b.columns?.[0] === 'Hydrant ID');
    expect(isolated.rows[0][0]).toBe('H-005');
    expect(Number(isolated.rows[0][3].replace(/,/g, ''))).toBeGreaterThan(5000);
  });

  it('.txt download: text/plain attachment named from the title, same text as the preview', async () => {
    const payload = { ...base, type: 'operational', title: 'Status — Week 12!' };
    const preview = await admin.post('/api/reports').send(payload).expect(200);
    const res = await admin
      .post('/api/reports')
      .send({ ...payload, format: 'txt' })
      .expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="status-week-12-\d{4}-\d{2}-\d{2}-\d{6}\.txt"$/);
    const strip = (text: string) => text.replace(/Generated: .*\n/, '');
    expect(strip(res.text)).toBe(strip(preview.body.text));
  });

  it('PDF download: a real document (title page, tables, page numbers) with the same content', async () => {
    const res = await admin
      .post('/api/reports')
      .send({ ...base, type: 'inspection', format: 'pdf', sections: { maintenance: true, photos: true } })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename="quarterly-hydrant-review-[\d-]+\.pdf"/);
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Quarterly Hydrant Review');
    expect(text).toContain('Hydrant Inspection Report');
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    for (const expected of [
      'Summary',
      'Total hydrants',
      'Details',
      'H-004',
      '4 Elm St',
      'Maintenance Activity',
      'Photos',
      'Recommendations',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('a demo session may build reports (nothing is written); no session gets 401', async () => {
    const demo = await demoAgent(t.server);
    await demo.get('/api/reports/options').expect(200);
    await demo
      .post('/api/reports')
      .send({ ...base, type: 'compliance', format: 'txt' })
      .expect(200);
    await request(t.server)
      .post('/api/reports')
      .send({ ...base, type: 'compliance' })
      .expect(401);
  });
});
