import type { ValidationError } from '@nestjs/common';

/**
 * Rules every request value obeys whatever its DTO says (the global validation pipe
 * applies them to each body and query before class-validator):
 * - no key named `prototype` or like a member of Object.prototype (`__proto__`, `constructor`,
 *   `toString`, `valueOf`, `hasOwnProperty`, ...) at any depth: refused, not dropped (class-validator's
 *   whitelist sees inherited members as known properties and let `toString` through);
 * - no control character in any text other than tab, line feed and carriage return
 *   (PostgreSQL cannot store NUL at all; the others are invisible and break exports).
 */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['prototype', ...Object.getOwnPropertyNames(Object.prototype)]);

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** 'hydrantId' -> 'Hydrant ID', 'assignedPersonnel' -> 'Assigned personnel'. */
export function fieldLabel(property: string): string {
  const words = property
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_]+/)
    .filter(Boolean)
    .map((word) => (word.toLowerCase() === 'id' ? 'ID' : word.toLowerCase()));
  const label = words.join(' ') || 'Value';
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export const controlCharacterMessage = (property: string): string =>
  `${fieldLabel(property)} must not contain control characters`;

export const forbiddenKeyMessage = (key: string): string => `property ${key} should not exist`;

/**
 * Walks a parsed body or query (iteratively: the body's depth is bounded before, see
 * request-body-limits.ts) and reports the problems above as validation errors, at most
 * `max` of them. The field of an error is its dotted path without array indexes
 * (`assignedPersonnel`, `reading.note`), as class-validator names fields.
 */
export function inputProblems(value: unknown, max = 5): ValidationError[] {
  const problems: ValidationError[] = [];
  const seen = new Set<string>();
  const pending: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (pending.length > 0 && problems.length < max) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      const field = path.join('.');
      if (hasControlCharacter(current) && !seen.has(field)) {
        seen.add(field);
        const property = path[path.length - 1] ?? 'value';
        problems.push({
          property: field || 'value',
          constraints: { controlCharacters: controlCharacterMessage(property) },
          children: [],
        });
      }
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (Array.isArray(current)) {
      for (const item of current) pending.push({ value: item, path });
      continue;
    }
    for (const key of Object.keys(current)) {
      const field = [...path, key].join('.');
      if (FORBIDDEN_KEYS.has(key)) {
        problems.push({ property: field, constraints: { forbiddenKey: forbiddenKeyMessage(key) }, children: [] });
        continue;
      }
      pending.push({ value: (current as Record<string, unknown>)[key], path: [...path, key] });
    }
  }
  return problems;
}
