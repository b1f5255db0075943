// Bulk set-up for the placement benchmark: many confirmed EUR players, funded through the ledger (one balanced
// `adjustment` posting each, from the operator account), each with a live session and the "any" odds-acceptance
// mode. Plain SQL so it runs the same on PostgreSQL (pg client) and on PGlite (opened on the server's data dir
// while the server is stopped). Signing thousands of players in through the API is not possible: sign-in is
// rate-limited per address (30 per 10 minutes) and argon2 costs ~50 ms a try, so sessions are inserted here
// with the same token hashing the server uses (sha256 of the cookie's token), and one player signs in for real.
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';

export const BENCH_PASSWORD = 'bench-pass-1';
const EMAIL_PREFIX = 'bench-player-';

/** A session token the seeding SQL and the load driver derive alike. */
export const sessionToken = (secret, playerId) => `bench-${secret}-${playerId}`;

/** `{ query(text, params) -> rows, transaction(fn) }` over a pg.Client. */
export function pgRunner(client) {
  const query = async (text, params = []) => (await client.query(text, params)).rows;
  return {
    query,
    async transaction(work) {
      await client.query('BEGIN');
      try {
        const result = await work(query);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    },
  };
}

/** The same over a PGlite instance. */
export function pgliteRunner(pglite) {
  const wrap =
    (target) =>
    async (text, params = []) =>
      (await target.query(text, params)).rows;
  return {
    query: wrap(pglite),
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
  };
}

/**
 * Creates `count` players with `funding` minor units each. Answers their ids and the session secret the load
 * driver turns into cookies (`sessionToken(secret, id)`).
 */
export async function seedPlayers(runner, { count, funding }) {
  const passwordHash = await hash(BENCH_PASSWORD);
  const secret = randomBytes(8).toString('hex');
  const ids = await runner.transaction(async (query) => {
    const players = await query(
      `INSERT INTO players (email, password_hash, email_confirmed_at, currency, locale, country,
         first_name, last_name, date_of_birth, created_at)
       SELECT $1 || g || '@example.com', $2, now(), 'EUR', 'en', 'DE', 'Bench', 'Player', '1990-05-17', now()
       FROM generate_series(1, $3::int) AS g
       RETURNING id`,
      [EMAIL_PREFIX, passwordHash, count],
    );
    const mine = `SELECT id FROM players WHERE email LIKE '${EMAIL_PREFIX}%'`;
    await query(
      `INSERT INTO ledger_accounts (kind, currency, balance) VALUES ('operator', 'EUR', 0)
       ON CONFLICT (kind, currency, shard) WHERE player_id IS NULL DO NOTHING`,
    );
    await query(
      `INSERT INTO ledger_accounts (kind, player_id, currency, balance)
       SELECT 'player', id, 'EUR', $1::bigint FROM (${mine}) p`,
      [funding],
    );
    await query(
      `INSERT INTO ledger_transactions (kind, currency, reference, created_at)
       SELECT 'adjustment', 'EUR', 'bench-funding:' || id, now() FROM (${mine}) p`,
    );
    // Each funding moves `funding` from the operator to the player; balance_after follows the running balance.
    await query(
      `WITH t AS (
         SELECT lt.id AS tx, a.id AS account,
                row_number() OVER (ORDER BY lt.id) AS n
         FROM ledger_transactions lt
         JOIN ledger_accounts a ON a.kind = 'player' AND a.currency = 'EUR'
           AND 'bench-funding:' || a.player_id = lt.reference
         WHERE lt.reference LIKE 'bench-funding:%'
       ), op AS (
         SELECT id, balance FROM ledger_accounts
         WHERE kind = 'operator' AND currency = 'EUR' AND player_id IS NULL AND shard = 0
       )
       INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
       SELECT t.tx, t.account, $1::bigint, $1::bigint, now() FROM t
       UNION ALL
       SELECT t.tx, op.id, -$1::bigint, op.balance - $1::bigint * t.n, now() FROM t, op`,
      [funding],
    );
    await query(
      `UPDATE ledger_accounts SET balance = balance - $1::bigint * (SELECT count(*) FROM (${mine}) p)
       WHERE kind = 'operator' AND currency = 'EUR' AND player_id IS NULL AND shard = 0`,
      [funding],
    );
    await query(
      `INSERT INTO sessions (token_hash, player_id, created_at, last_activity_at, expires_at, user_agent)
       SELECT encode(sha256(convert_to('bench-' || $1 || '-' || id, 'UTF8')), 'hex'), id, now(), now(),
              now() + interval '1 day', 'placement-bench'
       FROM (${mine}) p`,
      [secret],
    );
    await query(
      `INSERT INTO sportsbook_settings (player_id, stakes, auto_accept_odds_change, odds_type, updated_at)
       SELECT id, '[100, 500, 1000]'::jsonb, 'any', 'european', now() FROM (${mine}) p`,
    );
    return players.map((row) => Number(row.id));
  });
  return { ids, secret, email: (index) => `${EMAIL_PREFIX}${index + 1}@example.com` };
}

/** The ledger's invariants and the bets stored, read after a run (the server's own audit, in SQL). */
export async function auditAfterRun(runner) {
  const [unbalanced] = await runner.query(
    `SELECT count(*)::int AS n FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id
       HAVING SUM(amount) <> 0) u`,
  );
  const [drifted] = await runner.query(
    `SELECT count(*)::int AS n FROM ledger_accounts a
     LEFT JOIN (SELECT account_id, SUM(amount) AS total FROM ledger_entries GROUP BY account_id) s
       ON s.account_id = a.id
     WHERE a.balance <> COALESCE(s.total, 0)`,
  );
  const [negative] = await runner.query(
    `SELECT count(*)::int AS n FROM ledger_accounts WHERE kind = 'player' AND balance < 0`,
  );
  const [bets] = await runner.query(
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE type = 'combo')::int AS combos FROM bets`,
  );
  const [stakes] = await runner.query(
    `SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'bet_stake'`,
  );
  return {
    unbalancedTransactions: unbalanced.n,
    driftedAccounts: drifted.n,
    negativePlayerAccounts: negative.n,
    bets: bets.n,
    combos: bets.combos,
    stakePostings: stakes.n,
  };
}
