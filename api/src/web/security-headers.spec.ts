import express from 'express';
import request from 'supertest';
import { loadConfig } from '../config/app-config.js';
import { securityHeaders, tileSource } from './security-headers.js';

async function cspFor(env: Record<string, string>): Promise<Record<string, string>> {
  const app = express();
  app.use(securityHeaders(loadConfig(env)));
  app.get('/', (_req, res) => {
    res.send('ok');
  });
  const res = await request(app).get('/').expect(200);
  const header = String(res.headers['content-security-policy']);
  return Object.fromEntries(
    header.split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('tileSource', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['http://tiles.city.local:8080/osm/{z}/{x}/{y}.png', 'http://tiles.city.local:8080'],
    ['https://{a-c}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
    ['https://tiles-{s}.example.org/{z}/{x}/{y}.png', 'https:'],
    ['/tiles/{z}/{x}/{y}.png', undefined],
    [null, undefined],
  ])('%s -> %s', (url, expected) => {
    expect(tileSource(url)).toBe(expected);
  });
});

describe('CSP and the tile server', () => {
  it('lets the map load the configured tiles as images and by fetch', async () => {
    const csp = await cspFor({ TILE_URL: 'http://tiles.city.local:8080/osm/{z}/{x}/{y}.png' });
    expect(csp['img-src'].split(' ')).toContain('http://tiles.city.local:8080');
    expect(csp['connect-src'].split(' ')).toContain('http://tiles.city.local:8080');
    expect(csp['script-src']).toBe("'self'");
  });

  it('allows the default OpenStreetMap tiles', async () => {
    const csp = await cspFor({});
    expect(csp['img-src'].split(' ')).toContain('https://tile.openstreetmap.org');
    expect(csp['connect-src'].split(' ')).toContain('https://tile.openstreetmap.org');
  });

  it('adds nothing when there is no tile layer', async () => {
    const csp = await cspFor({ TILE_URL: '' });
    expect(csp['connect-src']).toBe("'self'");
  });
});
