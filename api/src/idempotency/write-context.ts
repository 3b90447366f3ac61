import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, QueryRunner } from 'typeorm';

/** What the database work of one write request shares: its field time and, for a keyed write, its transaction. */
export interface WriteContext {
  /** X-Field-Time of the request (ISO 8601, checked), or undefined. */
  fieldTime?: string;
  /** The request's own transaction (a write with an Idempotency-Key): every query of the request runs in it. */
  runner?: QueryRunner;
}

const storage = new AsyncLocalStorage<WriteContext>();

/** Runs `work` (and everything it starts) with `context` as the current write context. */
export function withWriteContext<T>(context: WriteContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentWriteContext(): WriteContext | undefined {
  return storage.getStore();
}

/**
 * The request's runner as handed to code that asked for a new one: the same connection and
 * transaction, but `release()` does nothing (the interceptor releases it once, at the end).
 * Transactions started on it by the services become savepoints (TypeORM nests them), so a
 * service that rolls its own work back still does so, inside the request's transaction.
 */
function borrowed(runner: QueryRunner): QueryRunner {
  return new Proxy(runner, {
    get(target, property, receiver) {
      if (property === 'release') return () => Promise.resolve();
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

const FIELD_TIME = Symbol('hydrant.fieldTime');

interface PgClient {
  query(sql: string, params: unknown[]): Promise<unknown>;
  [FIELD_TIME]?: string;
}

type ObtainConnection = () => Promise<[PgClient, (error?: unknown) => void]>;

/**
 * Hooks the data source so that the write context reaches the database however a query is
 * made (repositories, query builders, dataSource.query, transactions):
 * - a keyed write's queries all run on its runner (DataSource.createQueryRunner is where
 *   TypeORM takes every runner);
 * - every connection taken from the pool carries the request's field time in the setting
 *   `hydrant.field_time` that the field tables' insert trigger reads (session-level, like the
 *   audit actor: rewritten whenever the connection changes hands to a request with another
 *   field time or none, so a value never outlives its request).
 */
export function installWriteContext(dataSource: DataSource): void {
  const create = dataSource.createQueryRunner.bind(dataSource);
  dataSource.createQueryRunner = (mode) => {
    const runner = storage.getStore()?.runner;
    return runner && !runner.isReleased ? borrowed(runner) : create(mode);
  };
  const driver = dataSource.driver as unknown as { obtainMasterConnection: ObtainConnection };
  const obtain = driver.obtainMasterConnection.bind(driver);
  driver.obtainMasterConnection = async () => {
    const [client, release] = await obtain();
    const fieldTime = storage.getStore()?.fieldTime ?? '';
    if ((client[FIELD_TIME] ?? '') !== fieldTime) {
      try {
        await client.query(`SELECT set_config('hydrant.field_time', $1, false)`, [fieldTime]);
        client[FIELD_TIME] = fieldTime;
      } catch (error) {
        release(error);
        throw error;
      }
    }
    return [client, release];
  };
}
