// The work a chaos run (bench/lib/chaos.mjs) keeps sending while the server is killed and restarted under it:
// `concurrency` loops of placements (prematch and in-play, singles and combos), deposits and cash-outs as random
// players, and one loop that settles matches through the development feed control surface (start, finish, now
// and then a corrected result). Every request and its answer go into the journal: a 2xx must be in the database
// exactly once after the run; a request that got no answer (the server died under it) is sent again with the
// same idempotency key once the server is back, and its answer counts the same way.
import { randomBytes } from 'node:crypto';
import { readBook, readLiveBook, slipBody } from './placement-load.mjs';

const REQUEST_TIMEOUT_MS = 10_000;
// While the server is down every request fails at once: a loop waits this long before its next try.
const DOWN_PAUSE_MS = 100;
// The settling loop's pace: one match started and finished per period.
const SETTLE_EVERY_MS = 1_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Answers received (any status), so the harness can wait for the load to flow before it times a kill.
let answers = 0;
export const answersSoFar = () => answers;

/** One HTTP call; status 0 when no answer came (connection refused or reset, or timed out). */
async function call(base, method, path, headers, body) {
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    answers++;
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json };
  } catch {
    return { status: 0, json: undefined };
  }
}

const key = () => randomBytes(12).toString('hex');

/**
 * Starts the load against whatever server `server()` answers (its `base`, or undefined while none runs).
 * `players`: `[{ id, headers }]` with session cookies and the CSRF pair; `random`: a seeded generator.
 * `feedServer()`: where the feed's control calls go, the node that runs the feed (others refuse them with 409
 * `not_feed_leader`); by default `server()`.
 */
export function startChaosLoad({ server, feedServer = server, players, random, concurrency }) {
  const journal = { placements: [], deposits: [], cashouts: [], settled: [], corrected: [], replays: [] };
  const matchesBetOn = new Set();
  let book = [];
  let stopped = false;
  const pick = (list) => list[Math.floor(random() * list.length)];

  const refreshBook = async (base) => {
    try {
      const fresh = [...(await readBook(base)), ...(await readLiveBook(base))];
      if (fresh.length >= 3) book = fresh;
    } catch {
      // the server is down or starting: keep the last book
    }
  };

  async function place(base, player) {
    if (book.length === 0) {
      await refreshBook(base);
      return book.length === 0 ? 0 : 200;
    }
    const body = slipBody(book, random);
    const answer = await call(base, 'POST', '/api/sportsbook/v3/bets', player.headers, body);
    const bets = Array.isArray(answer.json) ? answer.json : [];
    journal.placements.push({
      playerId: player.id,
      key: body.meta.idempotency_key,
      body,
      status: answer.status,
      code: answer.json?.code,
      bets: bets.length,
      betIds: bets.map((b) => Number(b.betId)),
    });
    if (answer.status === 200) {
      for (const selection of body.bets[0].selections) matchesBetOn.add(selection.match_id);
    }
    return answer.status;
  }

  async function deposit(base, player) {
    // Whole euros: the simulated provider pays those at once (amounts ending in .13 and .77 it declines or delays).
    const body = { amount: 100 * (10 + Math.floor(random() * 90)), currency: 'EUR', method: 'card' };
    body.idempotency_key = key();
    const answer = await call(base, 'POST', '/api/platform/payments/deposits', player.headers, body);
    journal.deposits.push({
      playerId: player.id,
      key: body.idempotency_key,
      body,
      status: answer.status,
      code: answer.json?.code,
      paymentId: answer.json?.payment?.id === undefined ? null : Number(answer.json.payment.id),
    });
    return answer.status;
  }

  async function cashout(base, player) {
    const open = await call(base, 'GET', '/api/sportsbook/v3/bets?status=open&limit=50', player.headers);
    // A refused read (a 503 while the database's connections drop carries an error body, whose `data` is no list)
    // offers nothing to cash out.
    if (open.status !== 200 || !Array.isArray(open.json?.data)) return open.status;
    const offers = open.json.data.filter((bet) => bet.to_cashout !== null && bet.to_cashout > 0);
    if (offers.length === 0) return open.status;
    const bet = pick(offers);
    // Half the time a partial cash-out of half the stake, else the whole bet.
    const partial = random() < 0.5 && bet.stake.value >= 200;
    const body = partial
      ? { bet_id: bet.id, to_cashout: Math.floor(bet.to_cashout / 2), stake: Math.floor(bet.stake.value / 2) }
      : { bet_id: bet.id, to_cashout: bet.to_cashout };
    const answer = await call(base, 'POST', '/api/sportsbook/bets/cashout', player.headers, body);
    journal.cashouts.push({
      playerId: player.id,
      betId: Number(bet.id),
      body,
      status: answer.status,
      code: answer.json?.code,
    });
    return answer.status;
  }

  async function settleOne(base, control) {
    if (matchesBetOn.size === 0) return;
    const matchId = pick([...matchesBetOn]);
    // A prematch match starts first; a live one answers 409 to the start and is finished as it is.
    await call(base, 'POST', `/api/dev/feed/matches/${matchId}/start`, control, { calm: true });
    const score = { home: Math.floor(random() * 4), away: Math.floor(random() * 4) };
    const finished = await call(base, 'POST', `/api/dev/feed/matches/${matchId}/finish`, control, score);
    journal.settled.push({ matchId, status: finished.status, code: finished.json?.code });
    matchesBetOn.delete(matchId);
    book = book.filter((entry) => entry.matchId !== matchId);
    if (finished.status === 200 && random() < 0.3) {
      const corrected = { home: score.home + 1, away: score.away };
      const answer = await call(
        base,
        'POST',
        `/api/dev/feed/matches/${matchId}/correct-result`,
        control,
        corrected,
      );
      journal.corrected.push({ matchId, status: answer.status, code: answer.json?.code });
    }
  }

  const worker = async () => {
    while (!stopped) {
      const base = server();
      if (!base) {
        await sleep(DOWN_PAUSE_MS);
        continue;
      }
      const player = pick(players);
      const roll = random();
      const status =
        roll < 0.65
          ? await place(base, player)
          : roll < 0.8
            ? await deposit(base, player)
            : await cashout(base, player);
      if (status === 0) await sleep(DOWN_PAUSE_MS);
    }
  };

  const settler = async () => {
    const control = players[0].headers;
    while (!stopped) {
      const base = server();
      const feedBase = feedServer();
      if (base && feedBase) {
        await refreshBook(base);
        await settleOne(feedBase, control);
      }
      await sleep(SETTLE_EVERY_MS);
    }
  };

  const loops = [...Array.from({ length: concurrency }, worker), settler()];

  return {
    journal,
    /** Stops sending and waits for the requests under way. */
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
    /**
     * Sends every unanswered placement and deposit again with its idempotency key, and a sample of answered
     * placements too: an answered one must replay the same bets, an unanswered one counts by its new answer.
     */
    async replay(base) {
      const byId = new Map(players.map((p) => [p.id, p]));
      // No answer, or a 503 (the database connection broke; it says to send the request again).
      const unanswered = (list) => list.filter((entry) => entry.status === 0 || entry.status === 503);
      for (const entry of unanswered(journal.placements)) {
        const answer = await call(
          base,
          'POST',
          '/api/sportsbook/v3/bets',
          byId.get(entry.playerId).headers,
          entry.body,
        );
        const bets = Array.isArray(answer.json) ? answer.json : [];
        Object.assign(entry, {
          status: answer.status,
          code: answer.json?.code,
          bets: bets.length,
          replayed: true,
        });
      }
      for (const entry of unanswered(journal.deposits)) {
        const answer = await call(
          base,
          'POST',
          '/api/platform/payments/deposits',
          byId.get(entry.playerId).headers,
          entry.body,
        );
        const paymentId = answer.json?.payment?.id;
        Object.assign(entry, {
          status: answer.status,
          paymentId: paymentId === undefined ? null : Number(paymentId),
          replayed: true,
        });
      }
      // A settling call under way at a kill is made again (the start may have happened: then it answers 409).
      const control = players[0].headers;
      for (const entry of unanswered(journal.settled)) {
        await call(base, 'POST', `/api/dev/feed/matches/${entry.matchId}/start`, control, { calm: true });
        const answer = await call(base, 'POST', `/api/dev/feed/matches/${entry.matchId}/finish`, control, {});
        Object.assign(entry, { status: answer.status, code: answer.json?.code, replayed: true });
      }
      const answered = journal.placements.filter((p) => p.status === 200 && !p.replayed);
      for (const entry of answered.filter((_, i) => i % 10 === 0)) {
        const answer = await call(
          base,
          'POST',
          '/api/sportsbook/v3/bets',
          byId.get(entry.playerId).headers,
          entry.body,
        );
        const ids = Array.isArray(answer.json) ? answer.json.map((b) => Number(b.betId)) : [];
        const same = answer.status === 200 && ids.join() === entry.betIds.join();
        journal.replays.push({
          key: entry.key,
          status: answer.status,
          code: answer.json?.code,
          message: answer.json?.message,
          same,
        });
      }
    },
  };
}
