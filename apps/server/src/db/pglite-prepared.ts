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

export interface PreparedRunOptions {
  /** Rows as objects (default) or as arrays in column order (what Drizzle's mapped queries read). */
  rowMode?: 'object' | 'array';
  /** Type OIDs whose values stay as the text PostgreSQL sent (Drizzle reads dates and intervals so). */
  textTypes?: readonly number[];
}

export interface PreparedResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number;
}

/** The row count of a command tag such as `INSERT 0 5`, `UPDATE 3` or `SELECT 2`. */
function affectedRows(tag: string | undefined): number {
  const count = Number(tag?.split(' ').at(-1));
  return Number.isInteger(count) && /^(INSERT|UPDATE|DELETE|MERGE)/.test(tag ?? '') ? count : 0;
}

/**
 * Named prepared statements on PGlite (db/prepared.ts), which its own `query` does not offer: it parses and plans
 * every call, and for the placement statements planning cost more than running them (ADR 015). The statement is parsed once (Parse + Describe for its parameter types); each call is one
 * Bind/Describe/Execute/Sync message. It takes PGlite's transaction and query locks like `query` does, so it never
 * runs inside a transaction another caller holds open.
 */
export function pglitePreparedRunner(
  client: PGlite,
): (
  name: string,
  text: string,
  params: readonly unknown[],
  options?: PreparedRunOptions,
) => Promise<PreparedResult> {
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

  return (name, text, params, options = {}) =>
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
        const asText = new Set(options.textTypes ?? []);
        const arrays = options.rowMode === 'array';
        let fields: { name: string; dataTypeID: number }[] = [];
        let tag: string | undefined;
        const rows: unknown[] = [];
        for (const message of messages) {
          if (message.name === 'rowDescription') {
            fields = (message as unknown as { fields: { name: string; dataTypeID: number }[] }).fields;
          } else if (message.name === 'commandComplete') {
            tag = (message as unknown as { text: string }).text;
          } else if (message.name === 'dataRow') {
            const cells = (message as unknown as { fields: (string | null)[] }).fields;
            const values = fields.map((field, i) => {
              const cell = cells[i] ?? null;
              const parser = asText.has(field.dataTypeID) ? undefined : client.parsers[field.dataTypeID];
              return cell === null ? null : parser ? parser(cell, field.dataTypeID) : cell;
            });
            rows.push(
              arrays ? values : Object.fromEntries(fields.map((field, i) => [field.name, values[i]])),
            );
          }
        }
        return { rows, fields, affectedRows: affectedRows(tag) };
      }),
    );
}

/** The runner of db/prepared.ts's statements: object rows, PGlite's own type parsers. */
export function pglitePreparedQuery(client: PGlite): RawQuery {
  const run = pglitePreparedRunner(client);
  return async (name, text, params) => (await run(name, text, params)).rows;
}
