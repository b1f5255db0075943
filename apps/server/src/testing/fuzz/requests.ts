import fc from 'fast-check';
import type { RegisteredRoute } from '../../http/route-table';
import { hostileString, wrongType } from './hostile-values';
import { type KnownValues, schemaValues } from './schema-values';

/** One request the fuzzer sends: who sends it, and the bytes of its URL, headers and body. */
export interface FuzzRequest {
  as: 'anonymous' | 'player';
  method: RegisteredRoute['method'];
  url: string;
  headers: Record<string, string>;
  payload: string | undefined;
}

/**
 * Percent-encodes text for a URL the way a hostile client can: a lone surrogate becomes the three bytes UTF-8 would
 * give it (`%ED%A0%80`), which no decoder accepts, where encodeURIComponent would throw.
 */
export function encodeText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);

const shapeOf = (schema: unknown): Record<string, unknown> => {
  const def = (schema as { _zod?: { def?: { type?: string; shape?: Record<string, unknown> } } } | undefined)
    ?._zod?.def;
  return def?.type === 'object' && def.shape ? def.shape : {};
};

function pathValues(route: RegisteredRoute, known: KnownValues): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  const shape = shapeOf(route.schema?.params);
  const segments = names.map((name) =>
    fc.oneof(
      { weight: 4, arbitrary: schemaValues(shape[name], known).map(asText) },
      { weight: 3, arbitrary: fc.constantFrom(...known.ids).map(String) },
      { weight: 2, arbitrary: hostileString },
    ),
  );
  return fc.tuple(...segments).map((values) => {
    let url = route.url;
    names.forEach((name, index) => {
      url = url.replace(`:${name}`, encodeText(values[index] ?? ''));
    });
    return url;
  });
}

/** The query string: the schema's keys (arrays as repeated keys or a comma list), duplicated keys, extra keys. */
function queryValues(route: RegisteredRoute, known: KnownValues): fc.Arbitrary<string> {
  const shape = shapeOf(route.schema?.querystring);
  const pairs = fc
    .tuple(
      schemaValues(route.schema?.querystring, known),
      fc.boolean(),
      fc.array(
        fc.tuple(fc.constantFrom(...Object.keys(shape), '__proto__', 'constructor', 'x'), hostileString),
        {
          maxLength: 3,
        },
      ),
    )
    .map(([query, repeatArrays, extra]) => {
      const list: [string, string][] = [];
      if (typeof query === 'object' && query !== null && !Array.isArray(query)) {
        for (const [key, value] of Object.entries(query)) {
          if (Array.isArray(value) && repeatArrays) for (const item of value) list.push([key, asText(item)]);
          else list.push([key, Array.isArray(value) ? value.map(asText).join(',') : asText(value)]);
        }
      }
      return [...list, ...extra];
    });
  return fc
    .oneof(
      {
        weight: 8,
        arbitrary: pairs.map((list) => list.map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`)),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(['a[b][c]=1', '__proto__[x]=1'], ['%', '%zz=1', '=&&=='], ['q']),
      },
    )
    .map((parts) => (parts.length === 0 ? '' : `?${parts.join('&')}`));
}

interface Body {
  payload: string | undefined;
  contentType: string | undefined;
}

const json = (payload: string): Body => ({ payload, contentType: 'application/json' });

function bodyValues(route: RegisteredRoute, known: KnownValues): fc.Arbitrary<Body> {
  const own = schemaValues(route.schema?.body, known).map((value) =>
    json(JSON.stringify(value === undefined ? {} : value)),
  );
  return fc.oneof(
    { weight: 12, arbitrary: own },
    { weight: 1, arbitrary: wrongType.map((value) => json(JSON.stringify(value) ?? 'null')) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        json('{'),
        json('{"a":1,}'),
        json('{"a":1}{"b":2}'),
        json("{'a':1}"),
        json('[1,2'),
        json('\u0000'),
        json(''),
        json('"\\ud800"'),
        json('{"__proto__":{"x":1},"__proto__":{"y":2}}'),
        json('{"a":1,"a":2}'),
        json(`{"a":"${'x'.repeat(300 * 1024)}"}`),
        json('['.repeat(20_000) + ']'.repeat(20_000)),
        json(`${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`),
        { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
        { payload: 'hello', contentType: 'text/plain' },
        { payload: '{}', contentType: 'application/json; charset=utf-16' },
        { payload: '<x/>', contentType: 'application/xml' },
        { payload: '{}', contentType: undefined },
      ),
    },
  );
}

/** Requests for one registered route, from an anonymous visitor or the signed-in player (CSRF header sent). */
export function routeRequests(route: RegisteredRoute, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  return fc
    .record({
      as: fc.constantFrom('anonymous' as const, 'player' as const),
      path: pathValues(route, known),
      query: queryValues(route, known),
      body: hasBody
        ? bodyValues(route, known)
        : fc.constant<Body>({ payload: undefined, contentType: undefined }),
    })
    .map(
      ({ as, path, query, body }): FuzzRequest => ({
        as,
        method: route.method,
        url: `${path}${query}`,
        headers: body.contentType === undefined ? {} : { 'content-type': body.contentType as string },
        payload: body.payload,
      }),
    );
}
