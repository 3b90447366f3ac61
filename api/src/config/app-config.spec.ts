import { loadConfig } from './app-config';

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
    });
    expect(config).toMatchObject({ port: 9000, cookieSecure: true, trustProxy: 1, serveWeb: false, webRoot: '/srv/web' });
  });

  it('refuses port 5432 for the embedded server and malformed numbers', () => {
    expect(() => loadConfig({ EMBEDDED_PG_PORT: '5432' })).toThrow(/5432/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
