import request from 'supertest';
import { adminAgent, dataUrl, GIF, hydrantInput, JPEG, jpegDataUrlOfLength, PNG, WEBP } from '../../test/hydrant-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';

type Agent = Awaited<ReturnType<typeof adminAgent>>;

const PHOTO_URL = /^\/api\/hydrant-photos\/[0-9a-f-]{36}$/;
const TYPE_MESSAGE = 'Photos must be JPEG, PNG, GIF or WebP images';

describe('hydrant photos (e2e)', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.server);
  });

  afterAll(async () => {
    await t?.close();
  });

  const create = (photos: string[]) => admin.post('/api/hydrants').send(hydrantInput({ photos }));
  const photoCount = async (hydrantId: number) =>
    (await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM hydrant_photos WHERE hydrant_id = $1', [hydrantId]))[0].n;

  it('stores photos apart and answers their URLs in order; each is served with its type, a year of private caching and an ETag', async () => {
    const images: Array<[string, Buffer]> = [
      ['image/png', PNG],
      ['image/jpeg', JPEG],
      ['image/gif', GIF],
      ['image/webp', WEBP],
    ];
    const res = await create(images.map(([type, bytes]) => dataUrl(type, bytes))).expect(201);
    expect(res.body.photos).toHaveLength(4);
    res.body.photos.forEach((url: string) => expect(url).toMatch(PHOTO_URL));
    expect(JSON.stringify(res.body)).not.toContain('base64');

    for (const [i, [type, bytes]] of images.entries()) {
      const photo = await admin.get(res.body.photos[i]).buffer(true).parse(binary).expect(200);
      expect(photo.headers['content-type']).toBe(type);
      expect(photo.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(photo.headers.etag).toBeTruthy();
      expect(Buffer.compare(photo.body as Buffer, bytes)).toBe(0);
      await admin.get(res.body.photos[i]).set('If-None-Match', photo.headers.etag).expect(304);
    }
    // The list carries the URLs too.
    const list = await admin.get('/api/hydrants').query({ search: res.body.hydrantId }).expect(200);
    expect(list.body.items[0].photos).toEqual(res.body.photos);
  });

  it('answers 404 for an unknown or malformed photo id, and 401 without a session', async () => {
    const missing = await admin.get('/api/hydrant-photos/00000000-0000-4000-8000-000000000000').expect(404);
    expect(missing.body).toEqual({ statusCode: 404, message: 'Photo not found', error: 'Not Found' });
    await admin.get('/api/hydrant-photos/not-a-uuid').expect(404);
    const res = await create([dataUrl('image/png', PNG)]).expect(201);
    await request(t.server).get(res.body.photos[0]).expect(401);
  });

  it.each([
    ['a PDF', dataUrl('application/pdf', Buffer.from('%PDF-1.4'))],
    ['an SVG', dataUrl('image/svg+xml', Buffer.from('<svg/>'))],
    ['PNG bytes declared as JPEG', dataUrl('image/jpeg', PNG)],
    ['text declared as PNG', dataUrl('image/png', Buffer.from('hello world, not an image'))],
    ['a plain URL', 'https://example.com/a.jpg'],
    ['broken base64', 'data:image/png;base64,@@@@'],
    ['a stored-photo URL on create', '/api/hydrant-photos/00000000-0000-4000-8000-000000000000'],
  ])('400 for %s', async (_name, photo) => {
    const res = await create([dataUrl('image/png', PNG), photo]).expect(400);
    expect(res.body.errors).toEqual({ photos: TYPE_MESSAGE });
  });

  it('400 for a photo over 800,000 characters; 799,999 (the longest valid JPEG data URL within the cap) is accepted', async () => {
    const over = await create([jpegDataUrlOfLength(800_003)]).expect(400);
    expect(over.body.errors).toEqual({ photos: 'Each photo must be at most 800,000 characters' });
    const limit = 799_999; // 23-character prefix + a base64 payload (multiple of 4)
    await create([jpegDataUrlOfLength(limit)]).expect(201);
  });

  it('400 for 6 photos', async () => {
    const res = await create(Array.from({ length: 6 }, () => dataUrl('image/png', PNG))).expect(400);
    expect(res.body.errors).toEqual({ photos: 'At most 5 photos per hydrant' });
  });

  it('5 photos of 799,999 characters fit in the body limit; an 11 MB body is 413', async () => {
    const photos = Array.from({ length: 5 }, (_, i) => jpegDataUrlOfLength(799_999, i + 1));
    const res = await create(photos).expect(201);
    expect(res.body.photos).toHaveLength(5);
    const stored = await t.sql<{ len: number }>(
      'SELECT octet_length(data) AS len FROM hydrant_photos WHERE hydrant_id = $1 ORDER BY position',
      [res.body.id],
    );
    expect(stored.map((row) => row.len)).toEqual(Array(5).fill(599_982));

    const tooLarge = await admin
      .post('/api/hydrants')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(hydrantInput({ photos: Array.from({ length: 14 }, () => jpegDataUrlOfLength(799_999)) })))
      .expect(413);
    expect(tooLarge.body).toEqual({
      statusCode: 413,
      message: expect.stringMatching(/larger than the limit/),
      error: 'Payload Too Large',
    });
  });

  it('edit keeps the photos still listed, adds data URLs, removes the rest, in the order given', async () => {
    const created = await create([dataUrl('image/png', PNG), dataUrl('image/gif', GIF), dataUrl('image/jpeg', JPEG)]).expect(201);
    const [png, gif, jpeg] = created.body.photos as string[];
    const id = created.body.id as number;

    // Omitted: unchanged.
    const notes = await admin.patch(`/api/hydrants/${id}`).send({ notes: 'new notes' }).expect(200);
    expect(notes.body.photos).toEqual([png, gif, jpeg]);

    // Remove the GIF, move the JPEG first, add a WebP at the end.
    const edited = await admin
      .patch(`/api/hydrants/${id}`)
      .send({ photos: [jpeg, png, dataUrl('image/webp', WEBP)] })
      .expect(200);
    expect(edited.body.photos.slice(0, 2)).toEqual([jpeg, png]);
    expect(edited.body.photos[2]).toMatch(PHOTO_URL);
    expect([png, gif, jpeg]).not.toContain(edited.body.photos[2]);
    await admin.get(gif).expect(404);
    expect((await admin.get(png).buffer(true).parse(binary).expect(200)).body).toEqual(PNG);
    expect(await photoCount(id)).toBe(3);

    // Empty list: all removed.
    const cleared = await admin.patch(`/api/hydrants/${id}`).send({ photos: [] }).expect(200);
    expect(cleared.body.photos).toEqual([]);
    expect(await photoCount(id)).toBe(0);
  });

  it("edit refuses another hydrant's photo URL and leaves everything as it was (one transaction)", async () => {
    const mine = await create([dataUrl('image/png', PNG)]).expect(201);
    const theirs = await create([dataUrl('image/gif', GIF)]).expect(201);
    const res = await admin
      .patch(`/api/hydrants/${mine.body.id}`)
      .send({ notes: 'should not stick', photos: [theirs.body.photos[0]] })
      .expect(400);
    expect(res.body.errors).toEqual({ photos: 'Photos must be new images or photos of this hydrant' });
    const after = await admin.get(`/api/hydrants/${mine.body.id}`).expect(200);
    expect(after.body).toEqual(mine.body);
    expect(await photoCount(theirs.body.id)).toBe(1);
  });

  it('counts the 5-photo limit on edits too', async () => {
    const created = await create(Array.from({ length: 5 }, () => dataUrl('image/png', PNG))).expect(201);
    const res = await admin
      .patch(`/api/hydrants/${created.body.id}`)
      .send({ photos: [...created.body.photos, dataUrl('image/png', PNG)] })
      .expect(400);
    expect(res.body.errors).toEqual({ photos: 'At most 5 photos per hydrant' });
  });

  it('deleting a hydrant deletes its photos', async () => {
    const created = await create([dataUrl('image/png', PNG), dataUrl('image/gif', GIF)]).expect(201);
    await admin.delete(`/api/hydrants/${created.body.id}`).expect(204);
    expect(await photoCount(created.body.id)).toBe(0);
    await admin.get(created.body.photos[0]).expect(404);
  });
});

/** supertest parser keeping the body as a Buffer whatever the image type. */
function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
