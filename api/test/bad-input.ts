import fc from 'fast-check';

/**
 * Bad requests generated from api/openapi.json, for the bad-input suite
 * (src/openapi/bad-input.e2e-spec.ts). Each generator makes a request that is wrong in
 * exactly one way, so the API must refuse it whatever else the body holds.
 */

export interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  example?: unknown;
  allOf?: Schema[];
  $ref?: string;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Array<{ in: string; name: string }>; requestBody?: { content: Record<string, { schema: Schema }> } }
    >
  >;
  components: { schemas: Record<string, Schema> };
}

export interface WriteRoute {
  method: 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path, e.g. /api/hydrants/{id} */
  path: string;
  pathParams: string[];
  /** The JSON body schema (resolved), or undefined when the route takes no body. */
  body: Schema | undefined;
}

/** What a bad request must get. */
export type Expected = 400 | 404 | 415;

export interface BadRequest {
  kind: string;
  /** The field made wrong, when there is one (the 400 must name it). */
  field?: string;
  /** Path parameter values (bad ones for kind 'bad id'). */
  params?: Record<string, string>;
  contentType: string;
  /** The raw body text (JSON unless contentType says otherwise); undefined: no body. */
  text: string | undefined;
  expected: Expected;
}

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

export function resolve(document: OpenApiDocument, schema: Schema): Schema {
  let current = schema;
  for (;;) {
    if (current.$ref) current = { ...document.components.schemas[current.$ref.split('/').pop()!], ...omit(current, '$ref') };
    else if (current.allOf?.length === 1) current = { ...resolve(document, current.allOf[0]), ...omit(current, 'allOf') };
    else return current.items ? { ...current, items: resolve(document, current.items) } : current;
  }
}

function omit<T extends object>(value: T, key: keyof T): Partial<T> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

/** Every POST, PUT, PATCH and DELETE of the document. */
export function writeRoutes(document: OpenApiDocument): WriteRoute[] {
  const routes: WriteRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of WRITE_METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const schema = operation.requestBody?.content['application/json']?.schema;
      routes.push({
        method,
        path,
        pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        body: schema ? resolve(document, schema) : undefined,
      });
    }
  }
  return routes;
}

/** A value the schema accepts (its example, else the simplest one). */
export function validValue(document: OpenApiDocument, raw: Schema): unknown {
  const schema = resolve(document, raw);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      return schema.format === 'date' ? '2025-03-14' : 'x';
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validValue(document, schema.items ?? {}));
    default:
      return Object.fromEntries((schema.required ?? []).map((name) => [name, validValue(document, schema.properties![name])]));
  }
}

const jsonTypeOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

const anyJson = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
);

/** A JSON value of another type than the schema's (null only when not nullable). */
function wrongType(schema: Schema): fc.Arbitrary<unknown> {
  const expected = schema.enum ? 'string' : schema.type === 'integer' ? 'number' : (schema.type ?? 'object');
  return anyJson.filter((value) => {
    const actual = jsonTypeOf(value);
    if (actual === 'null') return !schema.nullable;
    return actual !== expected;
  });
}

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u000b'];
const withControl = fc
  .tuple(fc.string({ maxLength: 5 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 5 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

/** A value outside the schema's bounds. */
function outOfBounds(schema: Schema): fc.Arbitrary<unknown> | undefined {
  const options: Array<fc.Arbitrary<unknown>> = [];
  if (schema.enum) options.push(fc.string({ maxLength: 12 }).filter((value) => !schema.enum!.includes(value)));
  if (schema.type === 'string' && schema.maxLength !== undefined) {
    options.push(fc.integer({ min: schema.maxLength + 1, max: schema.maxLength + 50 }).map((n) => 'x'.repeat(n)));
  }
  if (schema.type === 'string' && schema.format === 'date') {
    options.push(
      fc.constantFrom('0000-01-01', '2025-02-30', '2025-13-01', '20250101', '2025-1-1', 'yesterday', '2025-03-14T00:00:00Z'),
    );
  }
  if (schema.type === 'number' || schema.type === 'integer') {
    if (schema.maximum !== undefined) options.push(fc.double({ min: schema.maximum + 1e-6, max: 1e300, noNaN: true }));
    if (schema.minimum !== undefined) options.push(fc.double({ min: -1e300, max: schema.minimum - 1e-6, noNaN: true }));
    if (schema.type === 'integer') options.push(fc.constantFrom(1.5, 2 ** 31, 1e21, 5e-324));
    else if (schema.format === 'double' && (schema.minimum ?? -1) < 0) options.push(fc.constantFrom(5e-324, -1e-320, 1e-10));
  }
  if (schema.type === 'array') {
    if (schema.maxItems !== undefined) {
      options.push(fc.constant(Array.from({ length: schema.maxItems + 1 }, () => validItem(schema))));
    }
    if (schema.minItems !== undefined && schema.minItems > 0) {
      options.push(fc.constant(Array.from({ length: schema.minItems - 1 }, () => validItem(schema))));
    }
    if (schema.items) {
      const item = outOfBounds(schema.items) ?? wrongType(schema.items);
      options.push(item.map((bad) => [bad]));
    }
  }
  return options.length > 0 ? fc.oneof(...options) : undefined;
}

function validItem(schema: Schema): unknown {
  return schema.items?.type === 'array'
    ? [1, 1]
    : schema.items?.enum
      ? schema.items.enum[0]
      : schema.items?.type === 'string'
        ? 'x'
        : 1;
}

/** Text the field would accept but for a control character (strings, and lists of strings). */
function controlCharacters(schema: Schema): fc.Arbitrary<unknown> | undefined {
  if (schema.type === 'string' && !schema.enum && schema.format !== 'date') return withControl;
  if (schema.type === 'array' && schema.items?.type === 'string' && !schema.items.enum) return withControl.map((text) => [text]);
  return undefined;
}

const deepValue = fc.integer({ min: 33, max: 10_000 }).map((depth) => `${'['.repeat(depth)}1${']'.repeat(depth)}`);
const hugeString = fc.integer({ min: 20_000, max: 300_000 }).map((n) => JSON.stringify('y'.repeat(n)));
const NOT_JSON_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/csv',
];
const FORBIDDEN = ['__proto__', 'constructor', 'prototype'];

/** Ways to write an id that are not one (DECISIONS §9). */
export function badIds(id: string): fc.Arbitrary<string> {
  const n = Number(id);
  return fc.constantFrom(
    `0x${n.toString(16)}`,
    `+${id}`,
    `${id}e0`,
    `%20${id}`,
    `${id}.0`,
    `-${id}`,
    '0',
    '2147483648',
    '1e1',
    'abc',
    `${id}%00`,
    '%D9%A1',
  );
}

/** One generator per kind of bad request that applies to the route. */
export function badRequests(
  document: OpenApiDocument,
  route: WriteRoute,
  ids: Record<string, string>,
): Map<string, fc.Arbitrary<BadRequest>> {
  const kinds = new Map<string, fc.Arbitrary<BadRequest>>();
  const base = route.body ? (validValue(document, route.body) as Record<string, unknown>) : {};
  const baseText = JSON.stringify(base);
  const json = (kind: string, text: string, field?: string): BadRequest => ({
    kind,
    field,
    contentType: 'application/json',
    text,
    expected: 400,
  });
  const withField = (field: string, valueText: string) =>
    JSON.stringify({ ...base, [field]: '\u0000MARK' }).replace('"\\u0000MARK"', valueText);

  kinds.set(
    'wrong content type',
    fc
      .constantFrom(...NOT_JSON_TYPES)
      .map((contentType) => ({ kind: 'wrong content type', contentType, text: baseText, expected: 415 as const })),
  );
  kinds.set(
    'malformed JSON',
    fc.constantFrom('{', '{"a":', '{"a" 1}', "{'a':1}", '{"a":1,}').map((text) => json('malformed JSON', text)),
  );
  kinds.set(
    'not an object',
    fc.constantFrom('[]', '[1,2]', '[{}]', '"text"', '1', 'null', 'true').map((text) => json('not an object', text)),
  );
  kinds.set(
    'deep JSON',
    deepValue.map((deep) => json('deep JSON', route.body ? withField(Object.keys(base)[0] ?? 'x', deep) : `{"x":${deep}}`)),
  );
  kinds.set(
    'too many keys',
    fc
      .integer({ min: 1_001, max: 5_000 })
      .map((count) =>
        json(
          'too many keys',
          JSON.stringify({ ...base, ...Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i])) }),
        ),
      ),
  );
  kinds.set(
    'prototype key',
    fc.tuple(fc.constantFrom(...FORBIDDEN), fc.boolean()).map(([key, nested]) => {
      const entry = nested ? `"extra":{"${key}":{"polluted":true}}` : `"${key}":{"polluted":true}`;
      return json('prototype key', baseText === '{}' ? `{${entry}}` : `{${entry},${baseText.slice(1)}`);
    }),
  );
  const known = new Set(Object.keys(route.body?.properties ?? {}));
  kinds.set(
    'extra field',
    fc
      .tuple(
        fc.string({ minLength: 1, maxLength: 12 }).filter((name) => !known.has(name) && !FORBIDDEN.includes(name)),
        anyJson,
      )
      .map(([name, value]) => json('extra field', JSON.stringify({ ...base, [name]: value }))),
  );

  if (route.body?.properties) {
    const fields = Object.entries(route.body.properties).map(([name, schema]) => [name, resolve(document, schema)] as const);
    const perField = (kind: string, make: (schema: Schema) => fc.Arbitrary<unknown> | undefined) => {
      const options = fields.flatMap(([name, schema]) => {
        const value = make(schema);
        return value ? [value.map((bad) => ({ ...json(kind, withField(name, JSON.stringify(bad))), field: name }))] : [];
      });
      if (options.length > 0) kinds.set(kind, fc.oneof(...options));
    };
    perField('wrong type', wrongType);
    perField('out of bounds', outOfBounds);
    perField('control characters', controlCharacters);
    const strings = fields.filter(([, schema]) => schema.type === 'string');
    if (strings.length > 0) {
      kinds.set(
        'huge value',
        fc
          .tuple(fc.constantFrom(...strings.map(([name]) => name)), hugeString)
          .map(([name, text]) => ({ ...json('huge value', withField(name, text)), field: name })),
      );
    }
    const required = route.body.required ?? [];
    if (required.length > 0) {
      kinds.set(
        'missing field',
        fc.constantFrom(...required).map((name) => {
          const body = { ...base };
          delete body[name];
          return { ...json('missing field', JSON.stringify(body)), field: name };
        }),
      );
    }
  }

  if (route.pathParams.length > 0) {
    kinds.set(
      'bad id',
      fc.tuple(...route.pathParams.map((name) => badIds(ids[name] ?? '1'))).map((values) => ({
        kind: 'bad id',
        params: Object.fromEntries(route.pathParams.map((name, i) => [name, values[i]])),
        contentType: 'application/json',
        text: route.body ? baseText : undefined,
        expected: 404 as const,
      })),
    );
  }
  return kinds;
}
