import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** Constraints meaning "the value is missing"; when one of them fails, the others are noise. */
const PRESENCE_CONSTRAINTS = ['isDefined', 'isNotEmpty'];

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.length === 0);
}

/** Messages of one field: only the "required" ones when the value is missing, else all of them. */
function messagesOf(error: ValidationError): string[] {
  const constraints = error.constraints ?? {};
  if (isMissing(error.value)) {
    const presence = PRESENCE_CONSTRAINTS.filter((name) => name in constraints).map((name) => constraints[name]);
    if (presence.length > 0) return presence;
  }
  return Object.values(constraints);
}

/** Walks nested validation errors into [field path, messages] pairs (e.g. "address.street"). */
function collect(errors: ValidationError[], parent = ''): Array<[string, string[]]> {
  const out: Array<[string, string[]]> = [];
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const messages = messagesOf(error);
    if (messages.length > 0) out.push([path, messages]);
    if (error.children?.length) out.push(...collect(error.children, path));
  }
  return out;
}

/**
 * DECISIONS §9: 400 with one message per field. A missing value reports only its
 * "required" message (IsNotEmpty/IsDefined), not every other rule it also fails.
 * Body: { statusCode: 400, error: 'Bad Request', message: [every distinct message], errors: { field: first message } }.
 */
export function validationExceptionFactory(errors: ValidationError[]): BadRequestException {
  const fields = collect(errors);
  const message = [...new Set(fields.flatMap(([, messages]) => messages))];
  const byField: Record<string, string> = {};
  for (const [path, messages] of fields) byField[path] ??= messages[0];
  return new BadRequestException({ statusCode: 400, error: 'Bad Request', message, errors: byField });
}

/** The global pipe: unknown fields are rejected ("property x should not exist"), payloads become DTO instances. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: validationExceptionFactory,
  });
}
