import type { OpenAPIObject } from '@nestjs/swagger';
import { DiscoveredRoute, openApiPath } from '../common/route-discovery.js';
import { FILE_UPLOAD_PATHS } from '../data-transfer/upload-file.js';
import { SECRET_ANSWER_PATHS } from '../auth/second-factor.constants.js';
import {
  FIELD_TIME_FUTURE_MINUTES,
  FIELD_TIME_HEADER,
  FIELD_TIME_PAST_DAYS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES as M,
  REPLAYED_HEADER,
} from './idempotency.constants.js';

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];

const ERROR_BODY = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponseDto' } } };

const KEY_PARAMETER = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description:
    'Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key ' +
    'again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the ' +
    'same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after ' +
    'an error answer the key may be sent again. See docs/development/idempotent-writes.md.',
  schema: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\x20-\\x7E]{1,200}$' },
};

const FIELD_TIME_PARAMETER = {
  name: FIELD_TIME_HEADER,
  in: 'header',
  required: false,
  description:
    `When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime ` +
    `beside receivedAt; never used for ordering. At most ${FIELD_TIME_FUTURE_MINUTES} minutes ahead, at most ` +
    `${FIELD_TIME_PAST_DAYS} days back and not before the hydrant was registered, else 400 'Field time ...'.`,
  schema: { type: 'string', format: 'date-time' },
};

/**
 * Every write a signed-in user may send (not the public ones, not the raw file uploads)
 * declares the Idempotency-Key and X-Field-Time headers, the 422 of a reused key and the
 * 409 of a send still in progress, so the generated client can pass them.
 */
export function addWriteHeaders(document: OpenAPIObject, routes: DiscoveredRoute[]): void {
  for (const route of routes) {
    const method = route.method.toLowerCase();
    if (
      !WRITE_METHODS.includes(method) ||
      route.isPublic ||
      FILE_UPLOAD_PATHS.has(route.path) ||
      SECRET_ANSWER_PATHS.has(route.path)
    ) {
      continue;
    }
    const operation = (document.paths[openApiPath(route.path)] as Record<string, Record<string, unknown>> | undefined)?.[
      method
    ] as
      | {
          parameters?: Array<{ name: string; in: string }>;
          responses?: Record<string, { description?: string; headers?: unknown }>;
        }
      | undefined;
    if (!operation) continue;
    const parameters = (operation.parameters ??= []);
    for (const parameter of [KEY_PARAMETER, FIELD_TIME_PARAMETER]) {
      if (!parameters.some((p) => p.in === 'header' && p.name === parameter.name)) parameters.push(parameter);
    }
    const responses = (operation.responses ??= {});
    responses['422'] ??= { description: `'${M.reused}'`, content: ERROR_BODY } as never;
    const conflict = responses['409'];
    const busy = `'${M.inProgress}' (a send of the same key that has not finished: send again later)`;
    if (conflict) conflict.description = `${conflict.description ?? ''}; or ${busy}`;
    else responses['409'] = { description: busy, content: ERROR_BODY } as never;
    for (const [status, response] of Object.entries(responses)) {
      if (!status.startsWith('2')) continue;
      response.headers = {
        ...(response.headers as Record<string, unknown> | undefined),
        [REPLAYED_HEADER]: {
          schema: { type: 'string', enum: ['true'] },
          description: 'Present on an answer replayed for a reused Idempotency-Key',
        },
      };
    }
  }
}
