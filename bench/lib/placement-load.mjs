// The load side of the placement benchmark: a book of open prematch markets read from the API (and refreshed
// while the load runs, as a slip would), and a fixed number of keep-alive connections that each place one
// slip after another as randomly chosen signed-in players.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { cpuPerBet } from './cpu-usage.mjs';

const MIN_LEAD_MS = 30 * 60_000;

/** Open prematch main markets of matches that start at least 30 minutes from now (so none goes live mid-run). */
export async function readBook(base) {
  const from = new Date(Date.now() + MIN_LEAD_MS).toISOString();
  const url = `${base}/api/sportsbook/matches?match_status=0&type=match&bettable=true&sort_by=start_time&limit=100&start_from=${encodeURIComponent(from)}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`matches answered ${response.status}`);
  const { data } = await response.json();
  const book = [];
  for (const match of data) {
    const market = match.main_market;
    if (market?.status !== 1) continue;
    const outcomes = market.outcomes.filter((o) => o.active);
    if (outcomes.length === 0) continue;
    book.push({ matchId: match.id, provider: match.provider, market, outcomes });
  }
  return book;
}

/** Open main markets of live matches, in the book's shape: their bets wait for the in-play delay. */
export async function readLiveBook(base, timeoutMs = 10_000) {
  const url = `${base}/api/sportsbook/matches?match_status=1&type=match&bettable=true&limit=100`;
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`live matches answered ${response.status}`);
  const book = [];
  for (const match of (await response.json()).data) {
    const market = match.main_market;
    const outcomes = market?.status === 1 ? market.outcomes.filter((o) => o.active) : [];
    if (outcomes.length > 0) book.push({ matchId: match.id, provider: match.provider, market, outcomes });
  }
  return book;
}

const pick = (list, random = Math.random) => list[Math.floor(random() * list.length)];

const selectionOf = (entry, random) => {
  const outcome = pick(entry.outcomes, random);
  return {
    match_id: entry.matchId,
    market_id: entry.market.id,
    specifier: entry.market.specifier,
    outcome_id: outcome.id,
    odds: outcome.odds,
  };
};

/**
 * 70% singles, 30% combos of two or three matches of one provider; stakes of 1 to 10 EUR. `random` (0 to 1) makes
 * the choices; a seeded one makes them repeatable, the idempotency key stays unique.
 */
export function slipBody(book, random = Math.random) {
  const stake = { value: 100 * (1 + Math.floor(random() * 10)), currency: 'EUR' };
  const meta = {
    device_id: 'placement-bench',
    quick: false,
    idempotency_key: randomBytes(12).toString('hex'),
  };
  const first = pick(book, random);
  if (random() < 0.7 || book.length < 3) {
    return { meta, bets: [{ type: 'single', stake, selections: [selectionOf(first, random)] }] };
  }
  const others = book.filter((e) => e.provider === first.provider && e.matchId !== first.matchId);
  const legs = [first];
  const wanted = 1 + Math.floor(random() * 3);
  while (legs.length < wanted + 1 && others.length > 0) {
    legs.push(others.splice(Math.floor(random() * others.length), 1)[0]);
  }
  const type = legs.length > 1 ? 'combo' : 'single';
  return { meta, bets: [{ type, stake, selections: legs.map((leg) => selectionOf(leg, random)) }] };
}

function post(agent, base, path, headers, payload) {
  return new Promise((resolve) => {
    const url = new URL(path, base);
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
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
    request.on('error', () => resolve({ status: 0, body: Buffer.alloc(0) }));
    request.end(payload);
  });
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Places slips for `warmupMs`, then measures for `durationMs`: bets placed per second (200 answers only, counting
 * the bets they carry), answers by status (and error code), latency percentiles of the measured answers, and
 * (with `probe`, see cpu-usage.mjs) the CPU milliseconds each side spent per placed bet. `onAnswer(due, ms)` hears
 * every measured answer (due on `performance.now()`'s clock).
 *
 * Closed loop by default: `concurrency` players each place a slip as soon as their last one is answered, so the
 * rate found is what the server gives at that concurrency. With `rate`, open loop: slips arrive at `rate` per
 * second whatever the answers do (as players do), over at most `concurrency` connections, and each latency counts
 * from when its slip was due, so a server falling behind shows it in the percentiles instead of slowing the load.
 */
export async function runLoad({
  base,
  players,
  concurrency,
  rate,
  warmupMs,
  durationMs,
  getBook,
  probe,
  onAnswer,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const started = performance.now();
  const measureFrom = started + warmupMs;
  const measureTo = measureFrom + durationMs;
  const latencies = [];
  const statuses = {};
  const errorCodes = {};
  let placedBets = 0;
  const sample = probe ?? (async () => undefined);
  const cpuBefore = new Promise((resolve) => setTimeout(() => resolve(sample()), warmupMs));
  const cpuAfter = new Promise((resolve) => setTimeout(() => resolve(sample()), warmupMs + durationMs));

  const placeOne = async (due) => {
    const player = pick(players);
    const payload = JSON.stringify(slipBody(getBook()));
    const { status, body } = await post(agent, base, '/api/sportsbook/v3/bets', player.headers, payload);
    const done = performance.now();
    if (due < measureFrom || due >= measureTo) return;
    latencies.push(done - due);
    onAnswer?.(due, done - due);
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === 200) {
      const placed = JSON.parse(body.toString('utf8'));
      if (Array.isArray(placed)) placedBets += placed.length;
    } else {
      let code = 'unreadable';
      try {
        code = `${status}:${JSON.parse(body.toString('utf8')).code}`;
      } catch {
        // status 0 (connection error) or a body that is not JSON
      }
      errorCodes[code] = (errorCodes[code] ?? 0) + 1;
    }
  };
  if (rate) {
    // Due times on a fixed grid; a timer every millisecond sends what has come due (Node's timers are coarser
    // than 1/rate, so several may go at once, each still measured from its own due time).
    const interval = 1000 / rate;
    const inFlight = new Set();
    let next = started;
    await new Promise((resolve) => {
      const timer = setInterval(() => {
        const now = performance.now();
        for (; next <= now && next < measureTo; next += interval) {
          const sending = placeOne(next).finally(() => inFlight.delete(sending));
          inFlight.add(sending);
        }
        if (next >= measureTo) {
          clearInterval(timer);
          resolve();
        }
      }, 1);
    });
    await Promise.all(inFlight);
  } else {
    const worker = async () => {
      while (performance.now() < measureTo) await placeOne(performance.now());
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }
  agent.destroy();
  const cpu = cpuPerBet(await cpuBefore, await cpuAfter, placedBets);
  const sorted = Float64Array.from(latencies).sort();
  const seconds = durationMs / 1000;
  const round = (n) => Math.round(n * 10) / 10;
  return {
    betsPerSecond: round(placedBets / seconds),
    requestsPerSecond: round(latencies.length / seconds),
    statuses,
    errorCodes,
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted[sorted.length - 1] ?? 0),
    },
    cpuMsPerBet: cpu,
  };
}
