import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/**
 * A stand-in for the error-reporting service in tests (ADR 033): an HTTP server on 127.0.0.1 that accepts Sentry
 * envelopes (`POST /api/{project}/envelope/`), parses them and keeps what arrived, so a test points a DSN at it
 * and asserts what was reported and what was dropped. Used by the server's tests and the end-to-end tests.
 */

/** One item of an envelope: its header's `type` (event, transaction, session, client_report ...) and payload. */
export interface EnvelopeItem {
  type: string;
  payload: unknown;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

/** The parts of a Sentry event the tests read. */
export interface ReportedEvent {
  event_id?: string;
  message?: string | { formatted?: string };
  level?: string;
  tags?: Record<string, string>;
  contexts?: Record<string, Record<string, unknown> | undefined>;
  extra?: Record<string, unknown>;
  exception?: {
    values?: { type?: string; value?: string; stacktrace?: { frames?: { filename?: string }[] } }[];
  };
}

export interface EnvelopeReceiver {
  /** A DSN naming this receiver (project 1). */
  readonly dsn: string;
  readonly envelopes: readonly Envelope[];
  /** The error events received so far, oldest first. */
  events(): ReportedEvent[];
  /** Resolves with the first error event (already received or still to come) the predicate accepts. */
  waitForEvent(predicate: (event: ReportedEvent) => boolean, timeoutMs?: number): Promise<ReportedEvent>;
  close(): Promise<void>;
}

/** Reads one line (up to `\n` or the end) from `offset`; answers it and the offset after it. */
function readLine(body: Buffer, offset: number): [Buffer, number] {
  const end = body.indexOf(0x0a, offset);
  return end === -1 ? [body.subarray(offset), body.length] : [body.subarray(offset, end), end + 1];
}

function parseJson(bytes: Buffer): unknown {
  const text = bytes.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Parses an envelope: a header line, then per item a header line and a payload of `length` bytes or one line. */
export function parseEnvelope(body: Buffer): Envelope {
  const [headerLine, afterHeader] = readLine(body, 0);
  const header = JSON.parse(headerLine.toString('utf8')) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  let offset = afterHeader;
  while (offset < body.length) {
    const [itemHeaderLine, afterItemHeader] = readLine(body, offset);
    if (itemHeaderLine.length === 0) {
      offset = afterItemHeader;
      continue;
    }
    const itemHeader = JSON.parse(itemHeaderLine.toString('utf8')) as { type: string; length?: number };
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(afterItemHeader, afterItemHeader + itemHeader.length);
      offset = afterItemHeader + itemHeader.length + 1;
    } else {
      [payload, offset] = readLine(body, afterItemHeader);
    }
    items.push({ type: itemHeader.type, payload: parseJson(payload) });
  }
  return { header, items };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

/** Starts a receiver on 127.0.0.1 (`port` 0: any free port). */
export async function startEnvelopeReceiver(port = 0): Promise<EnvelopeReceiver> {
  const envelopes: Envelope[] = [];
  const listeners = new Set<() => void>();
  const server = createServer(async (request, response) => {
    // Browsers post envelopes cross-origin (a simple request); the answer only needs to be readable.
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      response.setHeader('access-control-allow-headers', '*');
      response.writeHead(204).end();
      return;
    }
    if (request.method !== 'POST' || !/^\/api\/\d+\/envelope\/?/.test(request.url ?? '')) {
      response.writeHead(404).end();
      return;
    }
    try {
      envelopes.push(parseEnvelope(await readBody(request)));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    } catch (error) {
      response.writeHead(400).end(String(error));
      return;
    }
    for (const listener of [...listeners]) listener();
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  const events = () =>
    envelopes.flatMap((envelope) =>
      envelope.items.filter((item) => item.type === 'event').map((item) => item.payload as ReportedEvent),
    );
  return {
    dsn: `http://public@127.0.0.1:${address.port}/1`,
    envelopes,
    events,
    waitForEvent(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events().find(predicate);
          if (!found) return false;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no matching error report within ${timeoutMs} ms (${events().length} received)`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
