import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { inputProblems } from './input-text.js';

/** Constraints meaning "the value is missing"; when one of them fails, the others are noise. */
const PRESENCE_CONSTRAINTS = ['isDefined', 'isNotEmpty'];

/** Unknown fields named in one answer; the rest are counted (a body may carry up to 1,000 keys). */
export const MAX_UNKNOWN_FIELDS_REPORTED = 5;

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

const isUnknownField = (error: ValidationError): boolean => 'whitelistValidation' in (error.constraints ?? {});

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
 * "required" message (IsNotEmpty/IsDefined), not every other rule it also fails. At most
 * MAX_UNKNOWN_FIELDS_REPORTED unknown fields are named; the others are counted in one message.
 * Body: { statusCode: 400, error: 'Bad Request', message: [every distinct message], errors: { field: first message } }.
 */
export function validationExceptionFactory(errors: ValidationError[]): BadRequestException {
  const unknown = errors.filter(isUnknownField);
  const extra = unknown.length - MAX_UNKNOWN_FIELDS_REPORTED;
  const reported = extra > 0 ? errors.filter((error) => !unknown.slice(MAX_UNKNOWN_FIELDS_REPORTED).includes(error)) : errors;
  const fields = collect(reported);
  const message = [...new Set(fields.flatMap(([, messages]) => messages))];
  if (extra > 0) message.push(`and ${extra} more properties that should not exist`);
  // No prototype: a field named __proto__ is reported like any other.
  const byField = Object.create(null) as Record<string, string>;
  for (const [path, messages] of fields) byField[path] ??= messages[0];
  return new BadRequestException({ statusCode: 400, error: 'Bad Request', message, errors: byField });
}

/**
 * The global pipe. Bodies and queries: first the rules every input obeys (no prototype
 * keys, no control characters: input-text.ts), then the DTO's rules; unknown fields are
 * rejected ("property x should not exist") and payloads become DTO instances. Path
 * parameters are left exactly as they came: their own pipe (e.g. ParseIdPipe) reads them,
 * so `0x1dd` is never turned into 477 first.
 */
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({ whitelist: true, forbidNonWhitelisted: true, transform: true, exceptionFactory: validationExceptionFactory });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'param') return value;
    if (metadata.type === 'body' || metadata.type === 'query') {
      const problems = inputProblems(value);
      if (problems.length > 0) throw validationExceptionFactory(problems);
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe();
}
