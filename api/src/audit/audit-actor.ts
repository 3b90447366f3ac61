import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import { sessionUserOf } from '../auth/session-user.js';

/** Who the database's audit trigger records as acting (no actor: 'system'). */
export interface AuditActor {
  id: number | null;
  name: string;
}

interface AuditContext {
  req?: Request;
  actor?: AuditActor;
}

const context = new AsyncLocalStorage<AuditContext>();

/** The actor of the code running now: an explicit withAuditActor, else the request's signed-in user. */
export function currentAuditActor(): AuditActor | undefined {
  const store = context.getStore();
  if (!store) return undefined;
  if (store.actor) return store.actor;
  const user = store.req ? sessionUserOf(store.req) : undefined;
  if (!user) return undefined;
  return user.kind === 'user' ? { id: user.id, name: user.username } : { id: null, name: user.username };
}

/**
 * Express middleware (mounted after passport): every database query made while handling
 * the request, however it is made, runs with the request in its async context. The user
 * is read when a connection is taken, so a sign-in during the request counts at once.
 */
export function auditRequestContext() {
  return (req: Request, _res: Response, next: NextFunction): void => context.run({ req }, next);
}

/** Runs `work` with `actor` recorded as the one acting (e.g. a sign-in, before the session holds the user). */
export function withAuditActor<T>(actor: AuditActor, work: () => Promise<T>): Promise<T> {
  return context.run({ actor }, work);
}

const APPLIED = Symbol('hydrant.auditActor');

interface PgClient {
  query(sql: string, params: unknown[]): Promise<unknown>;
  [APPLIED]?: string;
}

type ObtainConnection = () => Promise<[PgClient, (error?: unknown) => void]>;

/**
 * Makes every connection TypeORM takes from its pool carry the current actor in the
 * settings the audit trigger reads (hydrant.actor_id, hydrant.actor_name). TypeORM runs
 * every statement (repositories, query builders, dataSource.query, transactions) on a
 * connection obtained here, in the caller's async context, so all write paths are
 * covered. The settings are session-level on purpose: statements outside an explicit
 * transaction autocommit, and a transaction-local value would be gone before them. They
 * are rewritten whenever the connection changes hands to a different actor (or to no
 * actor: 'system'), so a value never outlives the request that set it; when the actor
 * is the one the connection already carries, no statement is added.
 */
export function installAuditActor(dataSource: DataSource): void {
  const driver = dataSource.driver as unknown as { obtainMasterConnection: ObtainConnection };
  const obtain = driver.obtainMasterConnection.bind(driver);
  driver.obtainMasterConnection = async () => {
    const [client, release] = await obtain();
    const actor = currentAuditActor();
    const key = actor ? `${actor.id ?? ''}:${actor.name}` : '';
    if (client[APPLIED] !== key) {
      try {
        await client.query(`SELECT set_config('hydrant.actor_id', $1, false), set_config('hydrant.actor_name', $2, false)`, [
          actor?.id == null ? '' : String(actor.id),
          actor?.name ?? '',
        ]);
        client[APPLIED] = key;
      } catch (error) {
        release(error);
        throw error;
      }
    }
    return [client, release];
  };
}
