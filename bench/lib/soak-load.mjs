// The load side of bench/pglite-soak.mjs, run as a process of its own so that the server's and the checker's
// event loops never share time with it. Reads its settings as JSON from argv[2]: { base, players: [{ headers }],
// concurrency, durationMs, stallMs, requestTimeoutMs, reportEveryMs }. `concurrency` loops each place one slip
// after another as a random player (closed loop, no pause), on the main markets of prematch and live matches read
// from the API and refreshed every 5 s. Live legs matter: their prices move at every feed tick, so the server
// re-prices the cash-out offers of every open bet on them (the read that froze PGlite before ADR 022), and their
// bets wait for the in-play delay before they are accepted. Prints one JSON line per report period
// ({ type: 'progress', ... }) and a last one ({ type: 'summary', ... }). Every request has a timeout, so a server
// that stops answering ends in timeouts rather than in a hung load; the load stops early when no slip has been
// placed for `stallMs`.
import http from 'node:http';
import { readBook, readLiveBook, slipBody } from './placement-load.mjs';

const settings = JSON.parse(process.argv[2] ?? '{}');
const { base, players, concurrency, durationMs, stallMs, requestTimeoutMs, reportEveryMs } = settings;

const readWholeBook = async () => [
  ...(await readBook(base)),
  ...(await readLiveBook(base, requestTimeoutMs)),
];

const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const pick = (list) => list[Math.floor(Math.random() * list.length)];

function post(path, headers, payload) {
  return new Promise((resolve) => {
    const url = new URL(path, base);
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        timeout: requestTimeoutMs,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
        response.on('error', () => resolve({ status: 0, body: Buffer.alloc(0) }));
      },
    );
    // A timeout answers 'timeout' and drops the socket (the keep-alive agent opens a new one).
    request.on('timeout', () => {
      request.destroy();
      resolve({ status: 'timeout', body: Buffer.alloc(0) });
    });
    request.on('error', () => resolve({ status: 0, body: Buffer.alloc(0) }));
    request.end(payload);
  });
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (n) => Math.round(n * 10) / 10;

const started = performance.now();
let book = await readWholeBook();
if (book.length < 3) throw new Error(`only ${book.length} open prematch markets to bet on`);
const refresh = setInterval(() => {
  readWholeBook()
    .then((fresh) => {
      if (fresh.length >= 3) book = fresh;
    })
    .catch(() => undefined);
}, 5000);

const latencies = [];
const statuses = {};
const errorCodes = {};
let placedSlips = 0;
let placedBets = 0;
let lastPlacedAt = started;
let stalled = false;
let window = { slips: 0, bets: 0, answers: 0, errors: 0 };

async function placeOne() {
  const sent = performance.now();
  const { status, body } = await post(
    '/api/sportsbook/v3/bets',
    pick(players).headers,
    JSON.stringify(slipBody(book)),
  );
  const done = performance.now();
  latencies.push(done - sent);
  statuses[status] = (statuses[status] ?? 0) + 1;
  window.answers++;
  if (status === 200) {
    const placed = JSON.parse(body.toString('utf8'));
    placedSlips++;
    window.slips++;
    if (Array.isArray(placed)) {
      placedBets += placed.length;
      window.bets += placed.length;
    }
    lastPlacedAt = done;
    return;
  }
  window.errors++;
  let code = String(status);
  try {
    code = `${status}:${JSON.parse(body.toString('utf8')).code}`;
  } catch {
    // a timeout, a connection error or a body that is not JSON
  }
  errorCodes[code] = (errorCodes[code] ?? 0) + 1;
}

const over = () => {
  const now = performance.now();
  if (now - lastPlacedAt > stallMs) stalled = true;
  return stalled || now - started >= durationMs;
};

const report = setInterval(() => {
  const seconds = reportEveryMs / 1000;
  console.log(
    JSON.stringify({
      type: 'progress',
      atSeconds: Math.round((performance.now() - started) / 1000),
      slipsPerSecond: round(window.slips / seconds),
      betsPerSecond: round(window.bets / seconds),
      answers: window.answers,
      errors: window.errors,
      sinceLastPlacementSeconds: round((performance.now() - lastPlacedAt) / 1000),
    }),
  );
  window = { slips: 0, bets: 0, answers: 0, errors: 0 };
}, reportEveryMs);

await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (!over()) await placeOne();
  }),
);
clearInterval(report);
clearInterval(refresh);
agent.destroy();

const seconds = (performance.now() - started) / 1000;
const sorted = Float64Array.from(latencies).sort();
console.log(
  JSON.stringify({
    type: 'summary',
    seconds: round(seconds),
    stalled,
    slipsPerSecond: round(placedSlips / seconds),
    betsPerSecond: round(placedBets / seconds),
    answers: latencies.length,
    statuses,
    errorCodes,
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted[sorted.length - 1] ?? 0),
    },
  }),
);
