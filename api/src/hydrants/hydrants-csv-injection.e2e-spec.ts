import { createTestApp, TestApp } from '../../test/test-app.js';
import { adminAgent, hydrantInput } from '../../test/hydrant-fixtures.js';

/** One CSV line per row (the values below hold no line breaks). */
const lines = (text: string): string[] => text.trim().split('\n');

describe('CSV exports neutralise formulas (e2e)', () => {
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof adminAgent>>;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await adminAgent(t.server);
    await agent
      .post('/api/hydrants')
      .send(
        hydrantInput({
          hydrantId: '=1+1',
          address: '=HYPERLINK("http://evil.example","Click")',
          area: '+SUM(1;2)',
          inspector: '@cmd',
          notes: '-2+3',
          latitude: 39.78,
          longitude: -89.6,
        }),
      )
      .expect(201);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('the registry export writes formula-like text with a leading quote', async () => {
    const res = await agent.get('/api/hydrants/export.csv').expect(200);
    const row = lines(res.text)[1];
    expect(row.startsWith(`'=1+1,operational,"'=HYPERLINK(""http://evil.example"",""Click"")",'+SUM(1;2),'@cmd,`)).toBe(true);
    expect(row).toContain(",'-2+3,");
  });

  it('the search results export too, and a negative longitude stays a number', async () => {
    const res = await agent.get('/api/hydrants/nearby/export.csv?lat=39.78&lng=-89.6&radius=5').expect(200);
    const row = lines(res.text)[1];
    expect(
      row.startsWith(`'=1+1,"'=HYPERLINK(""http://evil.example"",""Click"")",'+SUM(1;2),operational,39.78,-89.6,0.00,`),
    ).toBe(true);
  });
});
