import { readFileSync } from 'node:fs';
import { buildOpenApiDocument, OPENAPI_FILE, serializeOpenApi } from './openapi-document.js';

describe('openapi.json', () => {
  it('matches the API (regenerate with `npm run openapi -w @hydrant/api`)', async () => {
    const expected = serializeOpenApi(await buildOpenApiDocument());
    let committed = '';
    try {
      committed = readFileSync(OPENAPI_FILE, 'utf8');
    } catch {
      // missing file: reported below
    }
    if (committed !== expected) {
      throw new Error(
        'api/openapi.json is out of date with the controllers and DTOs. Run `npm run openapi -w @hydrant/api` and commit the result.',
      );
    }
  });

  it('is deterministic and independent of the database', async () => {
    const first = serializeOpenApi(await buildOpenApiDocument());
    const second = serializeOpenApi(await buildOpenApiDocument());
    expect(second).toBe(first);
    expect((JSON.parse(first) as { servers?: unknown[] }).servers ?? []).toEqual([]);
  });

  it('names operations and marks public ones', async () => {
    const document = await buildOpenApiDocument();
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { operationId?: string; security?: unknown[]; tags?: string[] }>).map(
        ([method, operation]) => ({ path, method, ...operation }),
      ),
    );
    const byId = Object.fromEntries(operations.map((operation) => [operation.operationId, operation]));
    expect(Object.keys(byId).sort()).toEqual(
      expect.arrayContaining(['demoLogin', 'getCurrentUser', 'getHealth', 'login', 'logout']),
    );
    expect(byId.getCurrentUser).toMatchObject({ path: '/api/auth/user', method: 'get', tags: ['auth'] });
    expect(byId.getCurrentUser.security).toBeUndefined(); // document-wide cookie requirement applies
    expect(byId.login.security).toEqual([]);
    expect(byId.getHealth).toMatchObject({ path: '/api/health', tags: ['health'], security: [] });
    expect(Object.keys(document.paths)).not.toContain('/remotes.json');
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });
});
