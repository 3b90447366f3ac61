import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from '../../test/test-app.js';

describe('GET /api/health (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('is public and reports the database up (with the ping time in ms)', async () => {
    const res = await request(t.server).get('/api/health').expect(200);
    const database = { status: 'up', responseTime: expect.any(Number) };
    expect(res.body).toEqual({ status: 'ok', info: { database }, error: {}, details: { database } });
  });

  it('answers 503 when the database is unreachable', async () => {
    await t.app.get(DataSource).destroy();
    const res = await request(t.server).get('/api/health').expect(503);
    expect(res.body.status).toBe('error');
    expect(res.body.error.database.status).toBe('down');
  });
});
