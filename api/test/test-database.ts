import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** Same server, database "postgres" (to create and drop databases). */
export function serverAdminUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

function serverUrl(): string {
  const url = process.env.TEST_PG_SERVER_URL;
  if (!url) throw new Error('TEST_PG_SERVER_URL is unset: run the tests through jest (test/global-setup.ts)');
  return url;
}

async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on the run's server: hydrant_test_<random>. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `hydrant_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`));
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
