import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { createTestApp, TestApp } from '../../test/test-app.js';
import { createTestDatabase, TestDatabase } from '../../test/test-database.js';

const INDEX_HTML = '<!doctype html><html><body><div id="root">shell</div></body></html>';
const PRECOMPRESSED = `var ol = "${'openlayers '.repeat(3000)}";`;

/** A WEB_ROOT with a built shell and one built remote (mf-hydrants); the other remotes are missing. */
async function makeWebRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'hydrant-web-'));
  await mkdir(join(root, 'shell', 'dist', 'static', 'js'), { recursive: true });
  await writeFile(join(root, 'shell', 'dist', 'index.html'), INDEX_HTML);
  await writeFile(join(root, 'shell', 'dist', 'static', 'js', 'main.3f2a9c1d7e.js'), 'console.log("shell")');
  await writeFile(join(root, 'shell', 'dist', 'favicon.ico'), 'icon');
  await mkdir(join(root, 'mf-hydrants', 'dist'), { recursive: true });
  await writeFile(join(root, 'mf-hydrants', 'dist', 'mf-manifest.json'), '{"name":"mf_hydrants"}');
  await writeFile(join(root, 'mf-hydrants', 'dist', 'remoteEntry.js'), 'var mf_hydrants;');
  await writeFile(join(root, 'mf-hydrants', 'dist', '412.a1b2c3d4e5f6.js'), 'chunk');
  await writeFile(join(root, 'mf-hydrants', 'dist', '16.0e41a73a.js'), `var big = "${'antd '.repeat(4000)}";`);
  // a chunk with the compressed copies the production build writes beside it
  const ol = join(root, 'mf-hydrants', 'dist', '582.e8e33fb2.js');
  await writeFile(ol, PRECOMPRESSED);
  await writeFile(`${ol}.br`, brotliCompressSync(PRECOMPRESSED));
  await writeFile(`${ol}.gz`, gzipSync(PRECOMPRESSED));
  return root;
}

describe('web: static files and remotes.json (e2e)', () => {
  let db: TestDatabase;
  let webRoot: string;
  let t: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    webRoot = await makeWebRoot();
    t = await createTestApp({ db, env: { SERVE_WEB: 'true', WEB_ROOT: webRoot } });
  });

  afterAll(async () => {
    await t?.close();
    await db?.drop();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('GET /remotes.json lists each remote manifest under /remotes by default, no-cache, without a session', async () => {
    const res = await request(t.server).get('/remotes.json').expect(200);
    expect(res.body).toEqual({
      mf_hydrants: '/remotes/mf-hydrants/mf-manifest.json',
      mf_maintenance: '/remotes/mf-maintenance/mf-manifest.json',
      mf_resources: '/remotes/mf-resources/mf-manifest.json',
      mf_reports: '/remotes/mf-reports/mf-manifest.json',
    });
    expect(res.headers['cache-control']).toBe('no-cache');
    await request(t.server).get('/api/remotes.json').expect(401);
  });

  it('REMOTE_URL_* override the remote URLs (and their origins join the CSP)', async () => {
    const other = await createTestApp({
      db,
      env: { REMOTE_URL_MF_REPORTS: 'https://reports.example.org/mf-manifest.json' },
    });
    try {
      const res = await request(other.server).get('/remotes.json').expect(200);
      expect(res.body.mf_reports).toBe('https://reports.example.org/mf-manifest.json');
      expect(res.body.mf_hydrants).toBe('/remotes/mf-hydrants/mf-manifest.json');
      expect(res.headers['content-security-policy']).toContain("script-src 'self' https://reports.example.org");
    } finally {
      await other.close();
    }
  });

  it('CSP_EXTRA_ORIGINS join the CSP for scripts and connections', async () => {
    const other = await createTestApp({
      db,
      env: { CSP_EXTRA_ORIGINS: 'http://127.0.0.1:8097, https://maps.example.org/path' },
    });
    try {
      const res = await request(other.server).get('/remotes.json').expect(200);
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("script-src 'self' http://127.0.0.1:8097 https://maps.example.org");
      expect(csp).toContain("connect-src 'self' http://127.0.0.1:8097 https://maps.example.org");
    } finally {
      await other.close();
    }
  });

  it('compresses bundles for browsers that accept gzip', async () => {
    const res = await request(t.server).get('/remotes/mf-hydrants/16.0e41a73a.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toContain('antd antd');
  });

  it('sends the copy the build compressed beforehand: brotli when accepted, else gzip, else the file itself', async () => {
    const path = '/remotes/mf-hydrants/582.e8e33fb2.js';
    // supertest decodes what it receives by its Content-Encoding
    const br = await request(t.server).get(path).set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/Accept-Encoding/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['access-control-allow-origin']).toBe('*');
    expect(Number(br.headers['content-length'])).toBe(brotliCompressSync(PRECOMPRESSED).length);
    expect(br.text).toBe(PRECOMPRESSED);

    const gz = await request(t.server).get(path).set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(PRECOMPRESSED);

    const plain = await request(t.server).get(path).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(PRECOMPRESSED);
  });

  it('serves the shell at / with no-cache', async () => {
    const res = await request(t.server).get('/').expect(200);
    expect(res.text).toBe(INDEX_HTML);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for client routes (the shell shows its own 404 page)', async () => {
    for (const path of ['/alerts', '/nope', '/maintenance/history', '/search?q=1']) {
      const res = await request(t.server).get(path).expect(200);
      expect(res.text).toBe(INDEX_HTML);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches content-hashed files for a year, and revalidates unhashed ones', async () => {
    const hashed = await request(t.server).get('/static/js/main.3f2a9c1d7e.js').expect(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await request(t.server).get('/favicon.ico').expect(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('a missing asset is a 404, not the shell', async () => {
    const res = await request(t.server).get('/static/js/missing.js').expect(404);
    expect(res.text).not.toContain('<div id="root">');
  });

  it('serves remotes under /remotes/<name>/ without SPA fallback', async () => {
    const manifest = await request(t.server).get('/remotes/mf-hydrants/mf-manifest.json').expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await request(t.server).get('/remotes/mf-hydrants/412.a1b2c3d4e5f6.js').expect(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await request(t.server).get('/remotes/mf-hydrants/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    await request(t.server).get('/remotes/mf-hydrants/nope').expect(404);
    await request(t.server).get('/remotes/mf-hydrants/').expect(404);
    // Not built: 404, and the server still runs.
    await request(t.server).get('/remotes/mf-reports/mf-manifest.json').expect(404);
  });

  it('keeps /api out of the SPA: unknown API paths are JSON (401 without a session)', async () => {
    const res = await request(t.server).get('/api/nope').expect(401);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.message).toBe('Authentication required');
  });

  it('starts without any built front-end', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'hydrant-web-empty-'));
    const bare = await createTestApp({ db, env: { SERVE_WEB: 'true', WEB_ROOT: empty } });
    try {
      await request(bare.server).get('/').expect(404);
      await request(bare.server).get('/remotes.json').expect(200);
      await request(bare.server).get('/api/health').expect(200);
    } finally {
      await bare.close();
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('SERVE_WEB=false serves no files', async () => {
    const off = await createTestApp({ db, env: { SERVE_WEB: 'false', WEB_ROOT: webRoot } });
    try {
      await request(off.server).get('/').expect(404);
      await request(off.server).get('/remotes/mf-hydrants/mf-manifest.json').expect(404);
    } finally {
      await off.close();
    }
  });
});
