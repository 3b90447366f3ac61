import { loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      sessionTtlHours: 12,
      cookieSecure: false,
      bodyLimit: '10mb',
      serveWeb: true,
      embeddedPgPort: 54329,
      loginMaxFailures: 5,
      loginMaxFailuresPerAddress: 10,
      loginFailureWindowMinutes: 15,
      adminUsername: undefined,
      adminPassword: undefined,
    });
    expect(config.pgDataDir).toMatch(/\.data\/pg$/);
    expect(config.remoteUrls.mf_hydrants).toBe('/remotes/mf-hydrants/mf-manifest.json');
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      COOKIE_SECURE: 'true',
      TRUST_PROXY: '1',
      SERVE_WEB: 'false',
      WEB_ROOT: '/srv/web',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '100',
    });
    expect(config).toMatchObject({
      port: 9000,
      cookieSecure: true,
      trustProxy: 1,
      serveWeb: false,
      webRoot: '/srv/web',
      loginMaxFailuresPerAddress: 100,
    });
  });

  it('refuses port 5432 for the embedded server and malformed numbers', () => {
    expect(() => loadConfig({ EMBEDDED_PG_PORT: '5432' })).toThrow(/5432/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  describe('map tiles (TILE_URL, TILE_ATTRIBUTION)', () => {
    it('default to the public OpenStreetMap tiles and their attribution', () => {
      const config = loadConfig({});
      expect(config.tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
      expect(config.tileAttribution).toBe('© OpenStreetMap contributors');
    });

    it('take an internal tile server and its attribution', () => {
      const config = loadConfig({
        TILE_URL: 'http://tiles.city.local:8080/osm/{z}/{x}/{y}.png',
        TILE_ATTRIBUTION: '© City GIS',
      });
      expect(config.tileUrl).toBe('http://tiles.city.local:8080/osm/{z}/{x}/{y}.png');
      expect(config.tileAttribution).toBe('© City GIS');
    });

    it('an empty TILE_URL means no tile layer (offline basemap only)', () => {
      expect(loadConfig({ TILE_URL: '' }).tileUrl).toBeNull();
      expect(loadConfig({ TILE_URL: '   ' }).tileUrl).toBeNull();
    });

    it('refuses a TILE_URL that is not an http(s) URL', () => {
      expect(() => loadConfig({ TILE_URL: 'ftp://tiles/{z}/{x}/{y}.png' })).toThrow(/TILE_URL/);
      expect(() => loadConfig({ TILE_URL: 'tiles' })).toThrow(/TILE_URL/);
    });

    it('TILE_FILE names a PMTiles archive, TILE_DIR an XYZ folder; not both, and only .pmtiles files', () => {
      expect(loadConfig({}).localTiles).toBeUndefined();
      expect(loadConfig({ TILE_FILE: '/srv/tiles/city.pmtiles' }).localTiles).toEqual({
        kind: 'pmtiles',
        path: '/srv/tiles/city.pmtiles',
      });
      expect(loadConfig({ TILE_DIR: '/srv/tiles/xyz' }).localTiles).toEqual({ kind: 'directory', path: '/srv/tiles/xyz' });
      expect(() => loadConfig({ TILE_FILE: '/a.pmtiles', TILE_DIR: '/b' })).toThrow(/not both/);
      expect(() => loadConfig({ TILE_FILE: '/srv/tiles/city.mbtiles' })).toThrow(/TILE_FILE/);
    });

    it('REMOTE_OVERRIDES is off by default and refused in production', () => {
      expect(loadConfig({}).remoteOverrides).toBe(false);
      expect(loadConfig({ REMOTE_OVERRIDES: 'true' }).remoteOverrides).toBe(true);
      expect(loadConfig({ REMOTE_OVERRIDES: 'true', NODE_ENV: 'development' }).remoteOverrides).toBe(true);
      expect(() => loadConfig({ REMOTE_OVERRIDES: 'true', NODE_ENV: 'production' })).toThrow(/REMOTE_OVERRIDES/);
      expect(loadConfig({ REMOTE_OVERRIDES: 'false', NODE_ENV: 'production' }).remoteOverrides).toBe(false);
    });
  });

  describe('demo data (SEED_DEMO_DATA)', () => {
    it('is unset by default; the embedded database is used when DATABASE_URL is unset', () => {
      expect(loadConfig({})).toMatchObject({ seedDemoData: undefined, usesEmbeddedDatabase: true });
      expect(loadConfig({ DATABASE_URL: 'postgres://x@db/h' })).toMatchObject({
        seedDemoData: undefined,
        usesEmbeddedDatabase: false,
      });
    });

    it('reads true and false, and refuses anything else', () => {
      expect(loadConfig({ SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
      expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
      expect(() => loadConfig({ SEED_DEMO_DATA: 'yes please' })).toThrow(/SEED_DEMO_DATA/);
    });
  });

  it('HTTP_COMPRESSION: on by default, off for a console behind a compressing proxy, nothing else', () => {
    expect(loadConfig({}).httpCompression).toBe(true);
    expect(loadConfig({ HTTP_COMPRESSION: 'on' }).httpCompression).toBe(true);
    expect(loadConfig({ HTTP_COMPRESSION: 'off' }).httpCompression).toBe(false);
    expect(loadConfig({ HTTP_COMPRESSION: 'false' }).httpCompression).toBe(false);
    expect(() => loadConfig({ HTTP_COMPRESSION: 'gzip' })).toThrow(/HTTP_COMPRESSION must be on or off/);
  });
});
