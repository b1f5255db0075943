// Settlement resumes fast: many open bets on one market of a stored match (seeded in bulk with their stakes
// posted), the match finished through the feed control surface, the built server killed with SIGKILL while the
// worker is half-way through the market's bets, started again, and the time from the kill until the restarted
// worker claims the unfinished job (its `attempts` grows) and until every bet is settled. PostgreSQL only: the
// queue is watched from outside while the server runs.

import { chaosEnv, chaosPlayers } from './chaos.mjs';
import { auditChaosRun } from './chaos-audit.mjs';
import { postgresStore } from './chaos-store.mjs';
import { startServer } from './server-process.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what, check, timeoutMs, everyMs = 50) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`${what} not reached within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

/** A prematch match starting in an hour or more whose 1x2 market is open on every outcome. */
export async function quietMatch(runner) {
  const [row] = await runner.query(
    `SELECT m.id, k.outcomes FROM matches m JOIN markets k ON k.match_id = m.id
     WHERE m.status = 0 AND m.start_time > now() + interval '1 hour' AND k.market_id = 1 AND k.specifier = ''
       AND k.status = 1
     ORDER BY m.start_time LIMIT 1`,
  );
  if (!row) throw new Error('no prematch match with an open 1x2 market');
  return { matchId: Number(row.id), outcomes: row.outcomes.map((o) => String(o.id)) };
}

/**
 * `count` singles of 1 to 10 EUR on the match's 1x2 outcomes, spread over the players, each with its stake
 * posted player -> bets_in_play shard as placement posts it (reference `bet:{player}:{key}`), in one transaction.
 */
export async function seedOpenBets(runner, { matchId, outcomes, playerIds, count }) {
  await runner.transaction(async (query) => {
    await query(
      `INSERT INTO ledger_accounts (kind, currency, balance, shard)
       SELECT 'bets_in_play', 'EUR', 0, s FROM generate_series(0, 15) s
       ON CONFLICT (kind, currency, shard) WHERE player_id IS NULL DO NOTHING`,
    );
    await query(
      `CREATE TEMP TABLE seeded ON COMMIT DROP AS
       SELECT g, ($1::int[])[1 + g % array_length($1::int[], 1)] AS player_id,
              100 * (1 + g % 10) AS stake, ($2::text[])[1 + g % array_length($2::text[], 1)] AS outcome,
              'takeover-' || g || '#0' AS key
       FROM generate_series(0, $3::int - 1) g`,
      [playerIds, outcomes, count],
    );
    await query(
      `INSERT INTO bets (player_id, ref, type, status, stake, currency, odds, potential_return, idempotency_key,
         accept_mode, created_at)
       SELECT player_id, 'TK' || g, 'single', 'waiting_results', stake, 'EUR', 2000, stake * 2, key, 'any', now()
       FROM seeded`,
    );
    await query(
      `INSERT INTO bet_selections (bet_id, position, match_id, market_id, specifier, outcome_id, odds)
       SELECT b.id, 0, $1::int, 1, '', s.outcome, 2000 FROM seeded s
       JOIN bets b ON b.player_id = s.player_id AND b.idempotency_key = s.key`,
      [matchId],
    );
    await query(
      `INSERT INTO ledger_transactions (kind, currency, reference, created_at)
       SELECT 'bet_stake', 'EUR', 'bet:' || player_id || ':' || key, now() FROM seeded`,
    );
    // Entries with each account's running balance after them, in transaction order.
    await query(
      `WITH legs AS (
         SELECT t.id AS tx, a.id AS account, -s.stake AS amount, a.balance AS start
         FROM seeded s JOIN ledger_transactions t ON t.reference = 'bet:' || s.player_id || ':' || s.key
         JOIN ledger_accounts a ON a.kind = 'player' AND a.player_id = s.player_id AND a.currency = 'EUR'
         UNION ALL
         SELECT t.id, a.id, s.stake, a.balance
         FROM seeded s JOIN ledger_transactions t ON t.reference = 'bet:' || s.player_id || ':' || s.key
         JOIN ledger_accounts a ON a.kind = 'bets_in_play' AND a.player_id IS NULL AND a.currency = 'EUR'
           AND a.shard = s.player_id % 16)
       INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
       SELECT tx, account, amount, start + SUM(amount) OVER (PARTITION BY account ORDER BY tx), now() FROM legs`,
    );
    await query(
      `UPDATE ledger_accounts a SET balance = a.balance + d.total
       FROM (SELECT account_id, SUM(amount) AS total FROM ledger_entries e
             JOIN ledger_transactions t ON t.id = e.transaction_id AND t.reference LIKE 'bet:%:takeover-%'
             GROUP BY account_id) d
       WHERE a.id = d.account_id`,
    );
  });
}

// The worker's lease and poll (apps/server/src/modules/settlement/worker.ts defaultSettlementConfig), and the
// allowance for the database round trips of the watch.
const leaseMs = 10_000;
const pollMs = 1_000;
const marginMs = 2_000;

/**
 * Runs the measurement; answers the times (ms after the kill), the bets settled at the kill, and the audit.
 * Throws if the restarted worker did not claim the job within the lease and a poll (plus a margin).
 */
export async function measureTakeover({ bets = 40_000, port = 4195, adminUrl, log = () => undefined }) {
  const store = await postgresStore(adminUrl);
  const env = chaosEnv(store);
  const start = () => startServer({ port, env });
  let server;
  try {
    await (await start()).stop();
    const players = await chaosPlayers(store, 200);
    const match = await store.read(quietMatch);
    await store.read((runner) =>
      seedOpenBets(runner, { ...match, playerIds: players.map((p) => p.id), count: bets }),
    );
    await store.read((runner) => runner.query('ANALYZE'));
    log(`${bets} open bets on match ${match.matchId}`);
    server = await start();
    const control = players[0].headers;
    const post = (path, body) =>
      fetch(`${server.base}/api/dev/feed/matches/${match.matchId}/${path}`, {
        method: 'POST',
        headers: { ...control, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await post('start', { calm: true });
    const finished = await post('finish', { home: 1, away: 0 });
    if (finished.status !== 200)
      throw new Error(`finish answered ${finished.status}: ${await finished.text()}`);
    const progress = () =>
      store.read(async (runner) => {
        const [row] = await runner.query(
          `SELECT (SELECT count(*) FROM bets b JOIN bet_selections s ON s.bet_id = b.id
                   WHERE s.match_id = $1 AND b.status = 'done')::int AS done,
                  (SELECT max(attempts) FROM settlement_jobs WHERE match_id = $1 AND locked_until > now())::int AS claimed,
                  (SELECT count(*) FROM settlement_jobs WHERE match_id = $1)::int AS jobs`,
          [match.matchId],
        );
        return row;
      });
    // Half-way: the job is claimed and some of its bets are settled, not all.
    const atKill = await waitFor(
      'settlement under way',
      async () => {
        const row = await progress();
        return row.claimed !== null && row.done > 0 && row.done < bets ? row : undefined;
      },
      120_000,
      20,
    );
    const killedAt = performance.now();
    await server.kill();
    log(`killed with ${atKill.done} of ${bets} bets settled (job attempt ${atKill.claimed})`);
    server = await start();
    const restartMs = Math.round(performance.now() - killedAt);
    // The lease (10 s from the last heartbeat) runs out, the restarted worker's poll (1 s) claims the job again:
    // attempts grows. It has until the later of the lease and its own start, plus a poll and a margin.
    const deadlineMs = Math.max(leaseMs - restartMs, 0) + pollMs + marginMs;
    await waitFor(
      `the job claimed again within ${deadlineMs} ms of the restarted server answering`,
      async () => {
        const row = await progress();
        return (row.claimed ?? 0) > atKill.claimed || row.jobs === 0;
      },
      deadlineMs,
    );
    const takeoverMs = Math.round(performance.now() - killedAt);
    await waitFor('every bet settled', async () => (await progress()).jobs === 0, 180_000, 200);
    const settledMs = Math.round(performance.now() - killedAt);
    const final = await progress();
    await server.stop();
    server = undefined;
    const audit = await store.read((runner) =>
      auditChaosRun(runner, { placements: [], deposits: [], cashouts: [] }),
    );
    return {
      backend: 'postgres',
      bets,
      settledAtKill: atKill.done,
      restartMs,
      takeoverMs,
      settledMs,
      settled: final.done,
      audit,
    };
  } finally {
    if (server) await server.kill();
    await store.dispose();
  }
}
