import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { adminAgent, hydrantInput } from '../../test/hydrant-fixtures.js';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { createTestDatabase, TestDatabase } from '../../test/test-database.js';

const LIST = '/api/hydrants?page=1&pageSize=50';
const BUNDLE = `var map = "${'openlayers '.repeat(3000)}";`;

/** A WEB_ROOT whose shell has one chunk with the gzip copy the build writes beside it. */
async function makeWebRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'hydrant-web-'));
  const js = join(root, 'shell', 'dist', 'static', 'js');
  await mkdir(js, { recursive: true });
  await writeFile(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html><body>shell</body></html>');
  await writeFile(join(js, 'main.3f2a9c1d.js'), BUNDLE);
  await writeFile(join(js, 'main.3f2a9c1d.js.gz'), gzipSync(BUNDLE));
  return root;
}

describe('HTTP_COMPRESSION: gzip here, or left to a reverse proxy (e2e)', () => {
  let db: TestDatabase;
  let webRoot: string;
  let on: TestApp;
  let off: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    webRoot = await makeWebRoot();
    const web = { SERVE_WEB: 'true', WEB_ROOT: webRoot };
    on = await createTestApp({ db, env: web });
    off = await createTestApp({ db, env: { ...web, HTTP_COMPRESSION: 'off' } });
    const admin = await adminAgent(on.server);
    for (let i = 0; i < 20; i += 1) await admin.post('/api/hydrants').send(hydrantInput()).expect(201);
  });

  afterAll(async () => {
    await on?.close();
    await off?.close();
    await db?.drop();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('by default a large JSON answer is sent gzipped to a client that accepts gzip', async () => {
    const admin = await adminAgent(on.server);
    const res = await admin.get(LIST).set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.body.items).toHaveLength(20);
  });

  it('with HTTP_COMPRESSION=off the same answer is sent as it is, for the proxy to compress', async () => {
    const admin = await adminAgent(off.server);
    const res = await admin.get(LIST).set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(1024);
    expect(res.body.items).toHaveLength(20);
  });

  it("with HTTP_COMPRESSION=off the front-end's precompressed files are still sent gzipped", async () => {
    const res = await request(off.server).get('/static/js/main.3f2a9c1d.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toBe(BUNDLE);
  });
});
