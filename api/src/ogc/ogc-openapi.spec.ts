import SwaggerParser from '@apidevtools/swagger-parser';
import { offeredCrs } from './ogc-crs.js';
import { ogcOpenApi } from './ogc-openapi.js';
import { MAX_LIMIT } from './ogc-params.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('the OGC API OpenAPI document', () => {
  const document: Json = ogcOpenApi('https://gis.example.org/api/ogc', offeredCrs(3436), false);

  it('is a valid, self-contained OpenAPI 3.0 document (swagger-parser)', async () => {
    const copy = structuredClone(document);
    await expect(SwaggerParser.validate(copy as never)).resolves.toBeTruthy();
    // Self-contained: every $ref points inside the document.
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(ref).toMatch(/^"\$ref":"#\//);
  });

  it('declares the filters on each collection path, the limit bounds, the CRSs and the security schemes', () => {
    const params = (path: string) =>
      (document.paths[path].get.parameters as Json[]).map((p) => (p.$ref ? p.$ref : p.name) as string);
    expect(params('/collections/hydrants/items')).toEqual(
      expect.arrayContaining(['limit', 'bbox', 'bbox-crs', 'datetime', 'crs', 'status', 'area', 'flowClass']),
    );
    expect(params('/collections/out-of-service-hydrants/items')).toEqual(expect.arrayContaining(['area', 'flowClass']));
    expect(params('/collections/zones/items')).not.toContain('status');
    const limit = (document.paths['/collections/hydrants/items'].get.parameters as Json[]).find((p) => p.name === 'limit')!;
    expect(limit.schema).toEqual({ type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: 10 });
    const crs = (document.paths['/collections/hydrants/items'].get.parameters as Json[]).find((p) => p.name === 'crs')!;
    expect(crs.schema.enum).toEqual([
      'http://www.opengis.net/def/crs/OGC/1.3/CRS84',
      'http://www.opengis.net/def/crs/EPSG/0/4326',
      'http://www.opengis.net/def/crs/EPSG/0/3857',
      'http://www.opengis.net/def/crs/EPSG/0/3436',
    ]);
    expect(document.components.securitySchemes).toMatchObject({
      bearerToken: { type: 'http', scheme: 'bearer' },
      queryToken: { type: 'apiKey', in: 'query', name: 'access_token' },
    });
    expect(document.security).toEqual([{ bearerToken: [] }, { queryToken: [] }, { sessionCookie: [] }]);
    const published: Json = ogcOpenApi('https://x/api/ogc', offeredCrs(undefined), true);
    expect(published.security[0]).toEqual({});
  });
});

describe('the offered CRSs', () => {
  const [crs84, epsg4326, webMercator, site] = offeredCrs(3436);
  // Springfield, Illinois (Old State Capitol).
  const lon = -89.6501;
  const lat = 39.8017;

  it('gives EPSG:4326 latitude first and CRS84 longitude first', () => {
    expect(crs84.fromLonLat(lon, lat)).toEqual([lon, lat]);
    expect(epsg4326.fromLonLat(lon, lat)).toEqual([lat, lon]);
    expect(epsg4326.toLonLat(lat, lon)).toEqual([lon, lat]);
  });

  it('projects to Web Mercator and the site system (State Plane, US feet) and back within a millimetre', () => {
    const [x, y] = webMercator.fromLonLat(lon, lat);
    // x = R·λ; y = R·ln(tan(π/4 + φ/2)), R = 6378137 m.
    expect(x).toBeCloseTo((6378137 * lon * Math.PI) / 180, 2);
    expect(y).toBeCloseTo(6378137 * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)), 2);
    expect(site.title).toBe('NAD83 / Illinois West (ftUS) (EPSG:3436)');
    for (const crs of [webMercator, site]) {
      const [backLon, backLat] = crs.toLonLat(...crs.fromLonLat(lon, lat));
      expect(Math.abs(backLon - lon) * 85_000).toBeLessThan(0.001);
      expect(Math.abs(backLat - lat) * 111_000).toBeLessThan(0.001);
    }
  });

  it('refuses a site system the EPSG dataset lacks or that is not projected', () => {
    expect(() => offeredCrs(99999)).toThrow('EPSG:99999 is not in the EPSG dataset (epsg-index)');
    expect(() => offeredCrs(4269)).toThrow('is not a projected CRS');
  });
});
