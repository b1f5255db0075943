import { type PGlite, protocol } from '@electric-sql/pglite';
import type { RawQuery } from './prepared';

const { serialize } = protocol;

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/**
 * Named prepared statements on PGlite (db/prepared.ts), which its own `query` does not offer: it parses and plans
 * every call, and for the placement statements planning cost more than running them (in WebAssembly, ~5 ms for
 * the write alone). The statement is parsed once (Parse + Describe for its parameter types); each call is one
 * Bind/Describe/Execute/Sync message. It takes PGlite's transaction and query locks like `query` does, so it never
 * runs inside a transaction another caller holds open.
 */
export function pglitePreparedQuery(client: PGlite): RawQuery {
  const parameterTypes = new Map<string, number[]>();

  const prepare = async (name: string, text: string): Promise<number[]> => {
    const known = parameterTypes.get(name);
    if (known) return known;
    const { messages } = await client.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const description = messages.find((m) => m.name === 'parameterDescription') as
      | { dataTypeIDs: number[] }
      | undefined;
    const types = description?.dataTypeIDs ?? [];
    parameterTypes.set(name, types);
    return types;
  };

  return (name, text, params) =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const types = await prepare(name, text);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = types[i];
          const serializer = type === undefined ? undefined : client.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        const { messages } = await client.execProtocol(
          concat([
            serialize.bind({ statement: name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
        );
        let fields: { name: string; dataTypeID: number }[] = [];
        const rows: Record<string, unknown>[] = [];
        for (const message of messages) {
          if (message.name === 'rowDescription') {
            fields = (message as unknown as { fields: { name: string; dataTypeID: number }[] }).fields;
          } else if (message.name === 'dataRow') {
            const cells = (message as unknown as { fields: (string | null)[] }).fields;
            const row: Record<string, unknown> = {};
            fields.forEach((field, i) => {
              const cell = cells[i] ?? null;
              const parser = client.parsers[field.dataTypeID];
              row[field.name] = cell === null ? null : parser ? parser(cell, field.dataTypeID) : cell;
            });
            rows.push(row);
          }
        }
        return rows;
      }),
    );
}
