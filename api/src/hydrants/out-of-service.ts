import { BadRequestException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MESSAGES } from './hydrant.constants.js';

/**
 * The context the out-of-service trigger (migration 1795700000200) reads: who acts, and
 * the reason and expected return of a period it opens. Transaction-local (set_config(..,
 * true)), so call it inside the transaction of the status change, before it.
 */
export async function setOutOfServiceContext(
  manager: EntityManager,
  context: { actorId?: number | null; reason?: string | null; expectedReturn?: string | null },
): Promise<void> {
  await manager.query(
    `SELECT set_config('hydrant.acting_user_id', $1, true), set_config('hydrant.oos_reason', $2, true),
            set_config('hydrant.oos_expected_return', $3, true)`,
    [context.actorId == null ? '' : String(context.actorId), context.reason ?? '', context.expectedReturn ?? ''],
  );
}

/** 400 'A reason is required to set a hydrant out of service', on the outOfServiceReason field. */
export function reasonRequired(): BadRequestException {
  const message = MESSAGES.outOfServiceReasonRequired;
  return new BadRequestException({
    statusCode: 400,
    error: 'Bad Request',
    message: [message],
    errors: { outOfServiceReason: message },
  });
}

/**
 * After a restore (which brings its own periods, with the trigger paused): every hydrant
 * out of service has an open period and no other hydrant has one, whatever the file held.
 */
export async function reconcileOutOfService(manager: EntityManager): Promise<void> {
  await manager.query(
    `UPDATE hydrant_out_of_service o SET ended_at = now() FROM hydrants h
     WHERE h.id = o.hydrant_id AND o.ended_at IS NULL AND h.status <> 'out-of-service'`,
  );
  await manager.query(
    `INSERT INTO hydrant_out_of_service (hydrant_id, started_at, reason)
     SELECT h.id, h.updated_at, 'Not recorded' FROM hydrants h
     WHERE h.status = 'out-of-service'
       AND NOT EXISTS (SELECT 1 FROM hydrant_out_of_service o WHERE o.hydrant_id = h.id AND o.ended_at IS NULL)`,
  );
}
