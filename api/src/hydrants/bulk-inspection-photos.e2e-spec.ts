import { randomUUID } from 'node:crypto';
import { adminAgent, dataUrl, fieldError, hydrantInput, JPEG, PNG } from '../../test/hydrant-fixtures.js';
import { dayFn } from '../../test/maintenance-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { MESSAGES } from './hydrant.constants.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

const RECORD_PHOTO_URL = /^\/api\/maintenance-photos\/[0-9a-f-]{36}$/;

/** An inspection of a hydrant that is only due (no schedule) keeps its photos with its history record. */
describe('bulk inspection with photos (e2e)', () => {
  let t: TestApp;
  let admin: Agent;
  let today: (offsetDays?: number) => string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
    today = await dayFn(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  const hydrant = async () => (await admin.post('/api/hydrants').send(hydrantInput()).expect(201)).body as { id: number };
  const inspection = (hydrantIds: number[], photos: string[]) => ({
    hydrantIds,
    inspectionDate: today(),
    inspector: 'J. Smith',
    outcome: 'passed',
    pressure: 60,
    photos,
  });
  const history = async (id: number) =>
    (await admin.get(`/api/hydrants/${id}/history`).expect(200)).body.items as Array<{ id: number; photos: string[] }>;
  const photoRows = async (hydrantId: number) =>
    (
      await t.sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM maintenance_history_photos p JOIN maintenance_history r ON r.id = p.record_id
         WHERE r.hydrant_id = $1`,
        [hydrantId],
      )
    )[0].n;

  it('keeps the photos of a one-hydrant inspection with its record, in order, served by URL', async () => {
    const h = await hydrant();
    await admin
      .post('/api/hydrants/bulk-inspection')
      .send(inspection([h.id], [dataUrl('image/png', PNG), dataUrl('image/jpeg', JPEG)]))
      .expect(200);
    const [record] = await history(h.id);
    expect(record.photos).toHaveLength(2);
    record.photos.forEach((url) => expect(url).toMatch(RECORD_PHOTO_URL));
    const first = await admin
      .get(record.photos[0])
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(first.body as Buffer, PNG)).toBe(0);
  });

  it('sent twice with the same Idempotency-Key: one record, its photos stored once', async () => {
    const h = await hydrant();
    const key = randomUUID();
    const body = inspection([h.id], [dataUrl('image/png', PNG)]);
    const first = await admin.post('/api/hydrants/bulk-inspection').set('Idempotency-Key', key).send(body).expect(200);
    const again = await admin.post('/api/hydrants/bulk-inspection').set('Idempotency-Key', key).send(body).expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await history(h.id)).toHaveLength(1);
    expect(await photoRows(h.id)).toBe(1);
  });

  it('refuses photos with more than one hydrant, and photos that are not images, writing nothing', async () => {
    const [a, b] = [await hydrant(), await hydrant()];
    const many = await admin
      .post('/api/hydrants/bulk-inspection')
      .send(inspection([a.id, b.id], [dataUrl('image/png', PNG)]))
      .expect(400);
    expect(many.body).toEqual(fieldError('photos', MESSAGES.photosOneHydrant));
    const bad = await admin
      .post('/api/hydrants/bulk-inspection')
      .send(inspection([a.id], ['data:image/png;base64,bm90IGFuIGltYWdl']))
      .expect(400);
    expect(bad.body).toEqual(fieldError('photos', 'Photos must be JPEG, PNG, GIF or WebP images'));
    expect(await history(a.id)).toHaveLength(0);
    expect(await history(b.id)).toHaveLength(0);
  });
});
