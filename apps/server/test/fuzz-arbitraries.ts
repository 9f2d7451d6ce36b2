import { z } from '@recepta/domain';
/**
 * Generators of bad (and barely good) request parts for the fuzz test, driven by each route's zod
 * schema turned into JSON Schema. Most values are plausible, so that requests get past validation
 * into the handlers and the database; the rest are the inputs that once gave 500s.
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  default?: unknown;
};

/** The JSON Schema of a route part (a zod schema), or undefined when it has none or cannot say. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

const MEGABYTE = 'x'.repeat(1024 * 1024);

/** Instants at and beyond the edges of what the API and PostgreSQL accept. */
const extremeInstant = fc.oneof(
  fc.constantFrom(
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00Z',
    '1969-12-31T23:59:59Z',
    '1970-01-01T00:00:00Z',
    '2200-12-31T23:59:59Z',
    '2201-01-01T00:00:00Z',
    '9999-12-31T23:45:00Z',
    '9999-12-31T23:59:59.999Z',
    '+275760-09-13T00:00:00Z',
    '2026-02-30T10:00:00Z',
    '2026-11-23T10:00:00+14:00',
    '2026-11-23T10:00:00-12:00',
  ),
  fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true }).map((date) => date.toISOString()),
);

/** Plausible instants: around the pinned clock, on the minute, with an offset. */
const nearInstant = fc
  .tuple(fc.integer({ min: -60, max: 400 }), fc.integer({ min: 0, max: 95 }))
  .map(([day, quarter]) => new Date(Date.UTC(2026, 10, 21 + day, 0, quarter * 15)).toISOString());

const extremeNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, -(2 ** 31), 2 ** 31, -0, 0.5, -1, 1e-300),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Values that break naive handlers: NUL, 1 MB text, lone surrogates, extreme numbers and dates, wrong types. */
export const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.constant(MEGABYTE),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  extremeNumber,
  extremeInstant,
  fc.constantFrom(null, true, false, [], {}, '', ' ', '{{1}}', '%00', '../..', "'; drop table orgs; --"),
  fc.jsonValue({ maxDepth: 3 }),
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** Texts that pass the API's rules for names, phones, zones, times, colours, templates and emails. */
const realistic = fc.constantFrom(
  'Ana Rojas',
  '+50688887777',
  '8888 7777',
  'America/Costa_Rica',
  '09:00',
  '#22c55e',
  'aviso_cita',
  'Hola {{1}}',
  'ana@clinica.test',
);

function plausibleString(schema: JsonSchema, ids: string[]): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...ids), fc.uuid());
  if (schema.format === 'date-time') return fc.oneof(nearInstant, extremeInstant);
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
    } catch {
      // A pattern fast-check cannot read: plain text below.
    }
  }
  const max = Math.min(schema.maxLength ?? 60, 200);
  return fc.oneof(
    { weight: 3, arbitrary: realistic },
    { weight: 1, arbitrary: fc.string({ maxLength: max }) },
    // Valid-looking text with a NUL: it passes every other rule, so it would reach the database.
    { weight: 1, arbitrary: realistic.map((value) => `${value}\u0000`) },
  );
}

/** A value of the schema's shape, within its bounds where it states them. */
export function plausible(schema: JsonSchema | undefined, ids: string[], depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return nasty;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((c) => plausible(c, ids, depth + 1)));
  if (schema.allOf?.[0]) return plausible(schema.allOf[0], ids, depth + 1);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const arbitraries = typesOf(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return plausibleString(schema, ids);
      case 'integer':
        return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(plausible(schema.items, ids, depth + 1), { maxLength: 4 });
      case 'object':
        return plausibleObject(schema, ids, depth);
      default:
        return nasty;
    }
  });
  return arbitraries.length > 0 ? fc.oneof(...arbitraries) : nasty;
}

function plausibleObject(schema: JsonSchema, ids: string[], depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, plausible(value, ids, depth + 1)]),
  );
  const required = (schema.required ?? []).filter((key) => key in properties);
  return fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Record<string, unknown>>;
}

/**
 * A request part for `schema`: plausible, plausible with one field made nasty (or one unknown key
 * added), or nasty altogether.
 */
export function requestPart(schema: JsonSchema | undefined, ids: string[]): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema?.properties ?? {});
  const good = plausible(schema, ids);
  const oneBad = fc
    .tuple(good, fc.constantFrom(...keys, 'campoDesconocido', '__proto__', 'constructor'), nasty)
    .map(([value, key, bad]) =>
      value && typeof value === 'object' && !Array.isArray(value) ? { ...value, [key]: bad } : value,
    );
  return fc.oneof({ weight: 4, arbitrary: good }, { weight: 4, arbitrary: oneBad }, { weight: 1, arbitrary: nasty });
}

/** Request bodies that are not JSON at all, or not the JSON a route expects. */
export const malformedJson = fc.constantFrom(
  '{',
  '{"name":',
  '{"name": "Ana"',
  '\u0000',
  'null',
  '[]',
  '"texto"',
  '1e999',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"name": "\\ud800"}',
  '{"name": "a\\u0000b"}',
);

/** Query strings no form would send. */
export const badQuery = fc.constantFrom(
  '%',
  '%E0%A4%A',
  '&&&==',
  'orgId[]=x',
  'orgId=a&orgId=b',
  'q=%00',
  `q=${'y'.repeat(100_000)}`,
  'limit=1e400',
  'limit=-1',
  'offset=99999999999999999999',
  'start=0000-01-01T00:00:00Z&end=0001-01-01T00:00:00Z',
  'start=9999-12-31T23:45:00Z&end=9999-12-31T23:59:00Z',
);

/** Path ids: the fixture's real ones, random UUIDs, and junk. */
export function pathId(ids: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids) },
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.constantFrom(
          '\u0000',
          '..',
          '%',
          'null',
          '0',
          '-1',
          'x'.repeat(10_000),
          '00000000-0000-0000-0000-000000000000',
        ),
        fc.string({ unit: 'binary', maxLength: 30 }),
      ),
    },
  );
}
