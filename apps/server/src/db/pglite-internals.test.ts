import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PGlite, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// db/pglite-prepared.ts and db/pglite-guard.ts reach past PGlite's documented interface (ADR 015, ADR 022).
// PGlite is pinned exactly in apps/server/package.json; this file names every internal they use, so an upgrade
// that renames or reshapes one fails here, with the member's name, before the product runs on it.

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create('memory://');
});
afterAll(async () => {
  await client.close();
});

/** The members of a PGlite client that db/pglite-prepared.ts and db/pglite-guard.ts call. */
const clientMembers = [
  'execProtocol',
  '_runExclusiveTransaction',
  '_runExclusiveQuery',
  'execProtocolRawSync',
] as const;

describe('PGlite internals the server relies on', () => {
  it('PGlite is pinned to one exact version, the one installed', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const pinned = manifest.dependencies['@electric-sql/pglite'];
    expect(pinned, 'apps/server/package.json pins @electric-sql/pglite without ^ or ~').toMatch(
      /^\d+\.\d+\.\d+$/,
    );
    // The package's exports hide its package.json: find it above the entry point.
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const root = entry.slice(0, entry.lastIndexOf('/dist/'));
    const installed = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { version: string };
    expect(installed.version, 'the installed PGlite is the pinned one').toBe(pinned);
  });

  it.each(clientMembers)('the client still has %s as a function', (member) => {
    expect(typeof (client as unknown as Record<string, unknown>)[member], member).toBe('function');
  });

  it('the client still has type serializers and parsers keyed by type OID', () => {
    const { serializers, parsers } = client as unknown as {
      serializers: Record<number, (value: unknown) => string>;
      parsers: Record<number, (text: string, oid: number) => unknown>;
    };
    const INT8 = 20;
    expect(typeof serializers?.[INT8], 'serializers[int8]').toBe('function');
    expect(typeof parsers?.[INT8], 'parsers[int8]').toBe('function');
  });

  it('the Emscripten module still exposes _PostgresMainLoopOnce (the step pglite-guard.ts wraps)', () => {
    const mod = (client as unknown as { mod?: Record<string, unknown> }).mod;
    expect(typeof mod?._PostgresMainLoopOnce, 'mod._PostgresMainLoopOnce').toBe('function');
  });

  it('protocol.serialize still builds the extended-query messages, answered with the message names read back', async () => {
    const { serialize } = protocol;
    for (const builder of ['parse', 'describe', 'bind', 'execute', 'sync'] as const)
      expect(typeof serialize[builder], `protocol.serialize.${builder}`).toBe('function');
    const run = async (...parts: Uint8Array[]) => {
      const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
      let at = 0;
      for (const part of parts) {
        bytes.set(part, at);
        at += part.byteLength;
      }
      return (await client.execProtocol(bytes)).messages as unknown as Record<string, unknown>[];
    };
    const prepared = await run(
      serialize.parse({ name: 'internals_probe', text: 'SELECT $1::int + 1 AS n' }),
      serialize.describe({ type: 'S', name: 'internals_probe' }),
      serialize.sync(),
    );
    expect(prepared.find((m) => m.name === 'parameterDescription')).toMatchObject({ dataTypeIDs: [23] });
    const answered = await run(
      serialize.bind({ statement: 'internals_probe', values: ['41'] }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    expect(answered.find((m) => m.name === 'rowDescription')).toMatchObject({
      fields: [{ name: 'n', dataTypeID: 23 }],
    });
    expect(answered.find((m) => m.name === 'dataRow')).toMatchObject({ fields: ['42'] });
    expect(answered.find((m) => m.name === 'commandComplete')).toMatchObject({ text: 'SELECT 1' });
  });
});
