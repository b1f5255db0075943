import fc from 'fast-check';
import { hostileNumber, hostileString, prototypeKeys, wrongType } from './hostile-values';

/** What a route's schema can be filled with besides its own types: ids and texts that exist in the test data. */
export interface KnownValues {
  ids: readonly number[];
  texts: readonly string[];
}

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } };
}
const isZod = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value;

const formatSamples: Record<string, string[]> = {
  email: ['fuzz@example.com', 'a@b.co'],
  url: ['https://example.com/x'],
  uuid: ['00000000-0000-4000-8000-000000000000'],
  date: ['1990-05-17', '2999-12-31'],
  datetime: ['2026-01-01T00:00:00Z'],
};

function stringValues(def: ZodLike['_zod']['def'], known: KnownValues): fc.Arbitrary<string> {
  const checks = (def.checks as ZodLike[] | undefined) ?? [];
  const format = checks.map((check) => check._zod.def.format).find((f): f is string => typeof f === 'string');
  const samples = (format && formatSamples[format]) || [];
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: 24 }) },
    { weight: 3, arbitrary: fc.constantFrom(...known.texts, ...known.ids.map(String), ...samples, 'EUR') },
    { weight: 2, arbitrary: hostileString },
  );
}

const numberValues = (known: KnownValues): fc.Arbitrary<number> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 0, max: 100_000 }) },
    { weight: 3, arbitrary: fc.constantFrom(...known.ids) },
    { weight: 2, arbitrary: hostileNumber },
  );

/**
 * Mostly-valid values for a zod schema, each part now and then of the wrong type, missing, or with extra and
 * prototype keys beside it: close enough to pass the outer checks and reach the handlers, wrong enough to find
 * what the inner ones miss. Deeper than `depth` everything is just a wrong type.
 */
export function schemaValues(schema: unknown, known: KnownValues, depth = 0): fc.Arbitrary<unknown> {
  if (!isZod(schema) || depth > 6) return wrongType;
  const own = ownValues(schema, known, depth);
  return fc.oneof({ weight: 9, arbitrary: own }, { weight: 1, arbitrary: wrongType });
}

function ownValues(schema: ZodLike, known: KnownValues, depth: number): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  const inner = (child: unknown) => schemaValues(child, known, depth + 1);
  switch (def.type) {
    case 'string':
      return stringValues(def, known);
    case 'number':
    case 'int':
    case 'bigint':
      return numberValues(known);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 6 });
    case 'pipe': {
      const input = def.in as ZodLike;
      return inner(input._zod.def.type === 'transform' ? def.out : input);
    }
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([left, right]) =>
          typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left,
        );
    case 'array':
      return fc.array(inner(def.element), { maxLength: 4 });
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(inner));
    case 'record':
      return fc.dictionary(hostileString, inner(def.valueType), { maxKeys: 3 });
    case 'object':
      return objectValues(def.shape as Record<string, unknown>, inner);
    default:
      return wrongType;
  }
}

function objectValues(
  shape: Record<string, unknown>,
  inner: (child: unknown) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const keys = Object.keys(shape);
  const missing = Symbol('missing');
  const fields = keys.map((key) =>
    fc.oneof({ weight: 12, arbitrary: inner(shape[key]) }, { weight: 1, arbitrary: fc.constant(missing) }),
  );
  const extra = fc.oneof(
    { weight: 6, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.dictionary(hostileString, wrongType, { maxKeys: 2 }) },
    { weight: 1, arbitrary: prototypeKeys },
  );
  return fc.tuple(fc.tuple(...fields), extra).map(([values, extras]) => {
    // Extra keys first, so the schema's own keys win; a prototype key stays an own property (Object.assign
    // would call the __proto__ setter).
    const result: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(extras)) {
      Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
    }
    values.forEach((value, index) => {
      if (value !== missing && value !== undefined) result[keys[index] as string] = value;
    });
    return result;
  });
}
