// Settlement benchmark: one market result settles 100,000 open bets (singles, combos and 2/3 systems that the
// market decides), end to end through the real job queue and worker: the result rows are written as the feed
// ingestor writes them (their trigger enqueues the job), then the app's worker drains the queue. Each run seeds a
// fresh database (its own PostgreSQL database, dropped afterwards) and prints bets/s; the median is quoted.
// A last run on embedded PGlite (in memory) follows unless --no-pglite.
// Usage: node bench/settlement.mjs [--runs 3] [--bets 100000] [--chunk 2000] [--concurrency 2] [--no-pglite] [--keep]
//   BENCH_DATABASE_URL (default: the local sportsbook superuser) is only used to create and drop the databases.
import { randomBytes } from 'node:crypto';
import { tsImport } from 'tsx/esm/api';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const runs = arg('runs', 3);
const betCount = arg('bets', 100_000);
const chunkSize = arg('chunk', 2_000);
const concurrency = arg('concurrency', 2);
const withPglite = !process.argv.includes('--no-pglite');
// Keeps the last PostgreSQL database (not settled) for a look at query plans; its name is printed.
const keep = process.argv.includes('--keep');
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://sportsbook:sportsbook@127.0.0.1:5432/sportsbook';
const PLAYERS = Math.max(1, Math.round(betCount / 5));
const FUNDS = 1_000_000;

const load = (path) => tsImport(`../apps/server/src/${path}`, import.meta.url);
const { openDatabase } = await load('db/client.ts');
const { migrateDatabase } = await load('db/migrate.ts');
const { seedOperatorConfiguration } = await load('db/seed.ts');
const { arrayParam } = await load('db/raw-rows.ts');
const { buildApp } = await load('app.ts');
const { loadConfig } = await load('config/env.ts');
const { insertCatalogueFixture } = await load('testing/catalogue-fixture.ts');
const { postLedgerBatch } = await load('modules/wallet/ledger.ts');
const { betsInPlayAccount } = await load('modules/wallet/ledger-accounts.ts');
const { auditLedger } = await load('modules/wallet/ledger-audit.ts');
const { sql } = await import('drizzle-orm');
const pg = (await import('pg')).default;

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect().catch((error) => {
    const shown = new URL(adminUrl);
    shown.password = shown.password ? '***' : '';
    console.error(`PostgreSQL is not reachable at ${shown} (${error.message}); set BENCH_DATABASE_URL`);
    process.exit(1);
  });
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function openFresh(kind) {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite', dataDir: undefined, thread: 'worker' });
  const name = `sportsbook_bench_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  if (keep) console.log(`database ${name} kept`);
  const drop = () => (keep ? undefined : admin(`DROP DATABASE ${name} WITH (FORCE)`));
  const close = async () => {
    await handle.close();
    await drop();
  };
  return { ...handle, close };
}

const inChunks = async (items, size, work) => {
  for (let i = 0; i < items.length; i += size) await work(items.slice(i, i + size));
};

/** Players, their funding, the bets with their legs, and their stakes posted through the ledger, all in bulk. */
async function seed(db) {
  const fixture = await insertCatalogueFixture(db);
  const { prematch, live, finished } = fixture.matches;
  await db.execute(sql`INSERT INTO players (email, password_hash, currency, country, created_at)
    SELECT 'bench-' || g || '@example.com', 'x', 'EUR', 'DE', now() FROM generate_series(1, ${PLAYERS}::int) g`);
  const players = (await db.execute(sql`SELECT id FROM players ORDER BY id`)).rows.map((r) => Number(r.id));
  await inChunks(players, 5_000, (chunk) =>
    db.transaction((tx) =>
      postLedgerBatch(
        tx,
        chunk.map((playerId) => [
          {
            kind: 'adjustment',
            currency: 'EUR',
            reference: `fund:${playerId}`,
            entries: [
              { account: { house: 'operator' }, amount: -FUNDS },
              { account: { playerId }, amount: FUNDS },
            ],
          },
        ]),
      ),
    ),
  );
  // Legs on other markets were settled earlier; the bench market (prematch 1X2) decides every bet.
  const others = [
    { matchId: live.id, marketId: 1, specifier: '', outcomeId: '1', odds: 1400, result: 'won' },
    {
      matchId: live.id,
      marketId: 18,
      specifier: 'total=2.5',
      outcomeId: '12',
      odds: 1900,
      result: 'half_won',
    },
    { matchId: finished.id, marketId: 1, specifier: '', outcomeId: '3', odds: 4200, result: 'void' },
  ];
  await db.execute(sql`INSERT INTO market_results (match_id, market_id, specifier, outcome_id, result, certainty)
    SELECT *, 'confirmed' FROM unnest(${arrayParam(others.map((o) => o.matchId))}::int[],
      ${arrayParam(others.map((o) => o.marketId))}::int[], ${arrayParam(others.map((o) => o.specifier))}::text[],
      ${arrayParam(others.map((o) => o.outcomeId))}::text[], ${arrayParam(others.map((o) => o.result))}::text[])`);
  await db.execute(sql`DELETE FROM settlement_jobs`);

  const odds = { 1: 1850, 2: 3400, 3: 4100 };
  const bets = Array.from({ length: betCount }, (_, i) => {
    const outcome = String((i % 3) + 1);
    const main = {
      matchId: prematch.id,
      marketId: 1,
      specifier: '',
      outcomeId: outcome,
      odds: odds[outcome],
      result: null,
    };
    const kind = i % 100;
    const type = kind < 85 ? 'single' : kind < 97 ? 'combo' : 'system';
    const legs =
      type === 'single'
        ? [main]
        : type === 'combo'
          ? [main, ...others.slice(0, 1 + (i % 3))]
          : [main, others[0], others[1]];
    const stake = 100 + (i % 50) * 100;
    return { i, playerId: players[i % players.length], type, legs, stake };
  });
  await inChunks(bets, 10_000, async (chunk) => {
    const rows = (
      await db.execute(sql`INSERT INTO bets (player_id, ref, type, system_win_count, system_total_count, status,
          stake, currency, odds, potential_return, idempotency_key, created_at)
        SELECT v.player_id, v.ref, v.type, v.win, v.total, 'waiting_results', v.stake, 'EUR', 2000, v.stake * 2,
          v.ref, now()
        FROM unnest(${arrayParam(chunk.map((b) => b.playerId))}::int[], ${arrayParam(chunk.map((b) => `b${b.i}`))}::text[],
          ${arrayParam(chunk.map((b) => b.type))}::text[],
          ${arrayParam(chunk.map((b) => (b.type === 'system' ? 2 : null)))}::smallint[],
          ${arrayParam(chunk.map((b) => (b.type === 'system' ? 3 : null)))}::smallint[],
          ${arrayParam(chunk.map((b) => b.stake))}::bigint[]) AS v(player_id, ref, type, win, total, stake)
        RETURNING id, ref`)
    ).rows;
    const ids = new Map(rows.map((r) => [r.ref, Number(r.id)]));
    const legs = chunk.flatMap((b) =>
      b.legs.map((leg, position) => ({ ...leg, position, betId: ids.get(`b${b.i}`) })),
    );
    await db.execute(sql`INSERT INTO bet_selections (bet_id, position, match_id, market_id, specifier, outcome_id, odds, result)
      SELECT * FROM unnest(${arrayParam(legs.map((l) => l.betId))}::int[], ${arrayParam(legs.map((l) => l.position))}::smallint[],
        ${arrayParam(legs.map((l) => l.matchId))}::int[], ${arrayParam(legs.map((l) => l.marketId))}::int[],
        ${arrayParam(legs.map((l) => l.specifier))}::text[], ${arrayParam(legs.map((l) => l.outcomeId))}::text[],
        ${arrayParam(legs.map((l) => l.odds))}::int[], ${arrayParam(legs.map((l) => l.result))}::text[])`);
    await db.transaction((tx) =>
      postLedgerBatch(
        tx,
        chunk.map((b) => [
          {
            kind: 'bet_stake',
            currency: 'EUR',
            reference: `bet:${b.playerId}:b${b.i}`,
            entries: [
              { account: { playerId: b.playerId }, amount: -b.stake },
              { account: betsInPlayAccount(b.playerId), amount: b.stake },
            ],
          },
        ]),
      ),
    );
  });
  return prematch.id;
}

async function run(kind) {
  const database = await openFresh(kind);
  let app;
  try {
    await migrateDatabase(database);
    await seedOperatorConfiguration(database.db);
    const seeding = performance.now();
    const matchId = await seed(database.db);
    const seedSeconds = (performance.now() - seeding) / 1000;
    // A live database has statistics and a recent checkpoint; without them autovacuum and the checkpointer
    // would run on the freshly loaded tables during the timed part.
    await database.db.execute(sql`VACUUM ANALYZE`);
    if (kind === 'postgres') await database.db.execute(sql`CHECKPOINT`);
    let balanceEvents = 0;
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database,
      settlement: { chunkSize, concurrency },
      publishToPlayer: () => {
        balanceEvents++;
      },
    });
    await app.ready();
    if (keep) return undefined;
    const started = performance.now();
    const cpu = process.cpuUsage();
    // The result as the feed ingestor stores it: the trigger enqueues the market's settlement job.
    await database.db.execute(sql`INSERT INTO market_results (match_id, market_id, specifier, outcome_id, result, certainty)
      VALUES (${matchId}, 1, '', '1', 'won', 'confirmed'), (${matchId}, 1, '', '2', 'lost', 'confirmed'),
             (${matchId}, 1, '', '3', 'lost', 'confirmed')`);
    const drained = await app.settlement.drain();
    const seconds = (performance.now() - started) / 1000;
    const nodeCpu = process.cpuUsage(cpu);
    const [done] = (await database.db.execute(sql`SELECT count(*) AS n FROM bets WHERE status = 'done'`))
      .rows;
    const audit = await auditLedger(database.db);
    const healthy = Object.values(audit).every((list) => list.length === 0);
    if (Number(done.n) !== betCount || !healthy) {
      throw new Error(
        `settled ${done.n} of ${betCount} bets; ledger audit ${JSON.stringify(audit).slice(0, 300)}`,
      );
    }
    const result = {
      database: kind,
      bets: drained.bets,
      seconds: Number(seconds.toFixed(2)),
      betsPerSecond: Math.round(drained.bets / seconds),
      balanceEvents,
      // CPU this process (worker, publishing) used while settling; the database's is on top.
      nodeCpuSeconds: Number(((nodeCpu.user + nodeCpu.system) / 1e6).toFixed(1)),
      seedSeconds: Number(seedSeconds.toFixed(1)),
    };
    console.log(JSON.stringify(result));
    return result;
  } finally {
    await app?.close();
    await database.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const postgres = [];
for (let i = 0; i < runs; i++) postgres.push(await run('postgres'));
const summary = { bets: betCount, chunkSize, concurrency };
if (postgres.length > 0) {
  summary.postgresMedianBetsPerSecond = median(postgres.map((r) => r.betsPerSecond));
  summary.postgresRuns = postgres.map((r) => r.betsPerSecond);
}
if (withPglite) summary.pgliteBetsPerSecond = (await run('pglite')).betsPerSecond;
console.log(JSON.stringify(summary, null, 2));
