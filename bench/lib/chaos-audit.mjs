// What a chaos run (bench/lib/chaos.mjs) checks in the database once the last server has finished its work: each
// check counts the rows that break a rule, so a healthy database answers zero everywhere. Plain SQL over a
// `{ query }` runner, the same on PostgreSQL and on PGlite.
import { auditAfterRun } from './placement-seed.mjs';

// Statuses whose stake is still held in bets_in_play.
const OPEN = `('submitted', 'waiting_results', 'ready_to_process', 'cashout_in_progress')`;

const count = async (runner, text, params = []) => Number((await runner.query(text, params))[0]?.n ?? 0);

/** Rules about what the database holds, whatever the run did. */
async function storedInvariants(runner) {
  return {
    // A posting is written in one statement with all its entries: a transaction with fewer than two is half-written.
    postingsWithoutEntries: await count(
      runner,
      `SELECT count(*)::int AS n FROM ledger_transactions t
       WHERE (SELECT count(*) FROM ledger_entries e WHERE e.transaction_id = t.id) < 2`,
    ),
    betsWithoutSelections: await count(
      runner,
      `SELECT count(*)::int AS n FROM bets b
       WHERE NOT EXISTS (SELECT 1 FROM bet_selections s WHERE s.bet_id = b.id)`,
    ),
    betsWithoutStakePosting: await count(
      runner,
      `SELECT count(*)::int AS n FROM bets b WHERE b.freebet_id IS NULL AND NOT EXISTS (
         SELECT 1 FROM ledger_transactions t WHERE t.reference = 'bet:' || b.player_id || ':' || b.idempotency_key)`,
    ),
    stakePostingsWithoutBet: await count(
      runner,
      `SELECT count(*)::int AS n FROM ledger_transactions t WHERE t.kind = 'bet_stake' AND NOT EXISTS (
         SELECT 1 FROM bets b WHERE t.reference = 'bet:' || b.player_id || ':' || b.idempotency_key)`,
    ),
    // The house's money in play is exactly the stakes of the bets still open (cash stakes only in these runs).
    betsInPlayGap: Math.abs(
      Number(
        (
          await runner.query(
            `SELECT (SELECT COALESCE(SUM(balance), 0) FROM ledger_accounts WHERE kind = 'bets_in_play')
                  - (SELECT COALESCE(SUM(stake), 0) FROM bets WHERE status IN ${OPEN}) AS gap`,
          )
        )[0]?.gap ?? 0,
      ),
    ),
    // Settled once: a done bet has one settlement posting more than rollbacks, any other bet as many of each.
    betsSettledOtherThanOnce: await count(
      runner,
      `WITH postings AS (
         SELECT split_part(reference, ':', 2)::int AS bet_id,
                count(*) FILTER (WHERE reference LIKE 'settle:%') - count(*) FILTER (WHERE reference LIKE 'unsettle:%') AS net
         FROM ledger_transactions WHERE reference LIKE 'settle:%' OR reference LIKE 'unsettle:%'
         GROUP BY 1)
       SELECT count(*)::int AS n FROM bets b LEFT JOIN postings p ON p.bet_id = b.id
       WHERE COALESCE(p.net, 0) <> CASE WHEN b.status = 'done' THEN 1 ELSE 0 END`,
    ),
    settlementJobsLeft: await count(runner, 'SELECT count(*)::int AS n FROM settlement_jobs'),
    // Every leg has a stored result, yet the bet still waits: settlement did not finish.
    betsDecidedButOpen: await count(
      runner,
      `SELECT count(*)::int AS n FROM bets b WHERE b.status = 'waiting_results' AND NOT EXISTS (
         SELECT 1 FROM bet_selections s WHERE s.bet_id = b.id AND NOT EXISTS (
           SELECT 1 FROM market_results r WHERE r.match_id = s.match_id AND r.market_id = s.market_id
             AND r.specifier = s.specifier AND r.outcome_id = s.outcome_id))`,
    ),
    // A settled leg carries its market's current result (a correction re-settled it).
    settledLegsOffResult: await count(
      runner,
      `SELECT count(*)::int AS n FROM bets b JOIN bet_selections s ON s.bet_id = b.id
       JOIN market_results r ON r.match_id = s.match_id AND r.market_id = s.market_id
         AND r.specifier = s.specifier AND r.outcome_id = s.outcome_id
       WHERE b.status = 'done' AND s.result IS DISTINCT FROM r.result`,
    ),
    // In-play bets wait for their delay, then are accepted or rejected; a restart must not leave them waiting.
    inPlayUndecided: await count(runner, `SELECT count(*)::int AS n FROM bets WHERE status = 'submitted'`),
    // The simulated provider pays at once for the amounts the run uses: nothing stays on the way.
    paymentsInFlight: await count(
      runner,
      `SELECT count(*)::int AS n FROM payments WHERE status IN ('initial', 'approved')`,
    ),
    paidWithoutPosting: await count(
      runner,
      `SELECT count(*)::int AS n FROM payments p WHERE p.status = 'paid' AND NOT EXISTS (
         SELECT 1 FROM ledger_transactions t WHERE t.reference = 'payment:' || p.id)`,
    ),
    // What cash-outs paid a bet is what the ledger paid its player for it.
    cashedOutOffLedger: await count(
      runner,
      `WITH paid AS (
         SELECT (t.metadata->>'betId')::int AS bet_id, SUM((t.metadata->>'amount')::bigint) AS amount
         FROM ledger_transactions t WHERE t.kind = 'cashout' GROUP BY 1)
       SELECT count(*)::int AS n FROM bets b LEFT JOIN paid ON paid.bet_id = b.id
       WHERE b.cashed_out <> COALESCE(paid.amount, 0)`,
    ),
  };
}

/** Rules about the answers the run received: every 2xx is in the database, exactly once. */
async function answeredInvariants(runner, journal) {
  const placements = journal.placements.filter((p) => p.status === 200);
  const deposits = journal.deposits.filter((d) => d.status === 200);
  const cashouts = journal.cashouts.filter((c) => c.status === 200);
  const placementsOffDatabase = await count(
    runner,
    `SELECT count(*)::int AS n FROM unnest($1::int[], $2::text[], $3::int[]) AS a(player_id, key, bets)
     WHERE a.bets <> (SELECT count(*) FROM bets b
                      WHERE b.player_id = a.player_id AND b.idempotency_key LIKE a.key || '#%')`,
    [placements.map((p) => p.playerId), placements.map((p) => p.key), placements.map((p) => p.bets)],
  );
  const depositsOffDatabase = await count(
    runner,
    `SELECT count(*)::int AS n FROM unnest($1::int[], $2::text[], $3::int[]) AS a(player_id, key, payment_id)
     WHERE 1 <> (SELECT count(*) FROM payments p WHERE p.player_id = a.player_id AND p.idempotency_key = a.key
                   AND p.id = a.payment_id AND p.status = 'paid')`,
    [deposits.map((d) => d.playerId), deposits.map((d) => d.key), deposits.map((d) => d.paymentId)],
  );
  // Each answered cash-out is one cash-out posting of its bet (more postings than answers: one lost its answer).
  const perBet = new Map();
  for (const c of cashouts) perBet.set(c.betId, (perBet.get(c.betId) ?? 0) + 1);
  const cashoutsOffDatabase = await count(
    runner,
    `SELECT count(*)::int AS n FROM unnest($1::int[], $2::int[]) AS a(bet_id, answered)
     WHERE a.answered > (SELECT count(*) FROM ledger_transactions t
                         WHERE t.kind = 'cashout' AND t.reference LIKE 'cashout:' || a.bet_id || ':%')`,
    [[...perBet.keys()], [...perBet.values()]],
  );
  return { placementsOffDatabase, depositsOffDatabase, cashoutsOffDatabase };
}

/** Every check of a finished chaos run; `violations` lists the ones that did not answer zero. */
export async function auditChaosRun(runner, journal) {
  const ledger = await auditAfterRun(runner);
  const checks = {
    unbalancedTransactions: ledger.unbalancedTransactions,
    driftedAccounts: ledger.driftedAccounts,
    negativePlayerAccounts: ledger.negativePlayerAccounts,
    ...(await storedInvariants(runner)),
    ...(await answeredInvariants(runner, journal)),
  };
  const totals = (
    await runner.query(
      `SELECT (SELECT count(*) FROM bets)::int AS bets,
              (SELECT count(*) FROM bets WHERE status = 'done')::int AS settled,
              (SELECT count(*) FROM bets WHERE cashed_out > 0)::int AS cashed_out,
              (SELECT count(*) FROM payments WHERE status = 'paid')::int AS deposits`,
    )
  )[0];
  const violations = Object.entries(checks)
    .filter(([, n]) => n !== 0)
    .map(([name, n]) => `${name}: ${n}`);
  return { checks, totals, violations };
}
