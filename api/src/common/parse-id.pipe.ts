import { NotFoundException, PipeTransform } from '@nestjs/common';

/** Largest PostgreSQL `integer` (the type of every serial/identity id). */
export const MAX_ID = 2_147_483_647;

/**
 * `:id` of a resource path (DECISIONS §9): ASCII digits only, 1..2147483647, else 404
 * with the resource's "not found" message, exactly as for an id that names no row.
 * `0x1dd`, `+1`, `1e1`, ` 477`, `58.0e0` are not ids. The global validation pipe leaves
 * path parameters as the strings they came as (see validation.ts), so this pipe is the
 * only one to read them. Use it for every numeric path id:
 * `@Param('id', new ParseIdPipe(MESSAGES.notFound)) id: number`.
 */
export class ParseIdPipe implements PipeTransform<unknown, number> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: unknown): number {
    return parseId(value) ?? this.notFound();
  }

  private notFound(): never {
    throw new NotFoundException(this.notFoundMessage);
  }
}

/** The id written in `value` (digits only, within integer range), or null. */
export function parseId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[0-9]{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}
