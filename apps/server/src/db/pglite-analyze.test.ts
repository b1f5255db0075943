import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPlacementContexts } from '../modules/betting/placement-context';
import { insertCatalogueFixture } from '../testing/catalogue-fixture';
import { createTestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from './client';
import { analyzeGrownTables } from './pglite-analyze';
import { rawRows } from './raw-rows';

// PostgreSQL analyzes (and so re-plans) on its own; this is PGlite's stand-in for it.
describe.skipIf(process.env.DATABASE_URL)('analyzeGrownTables (PGlite)', () => {
  let database: DatabaseHandle;
  let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
  let playerId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    fixture = await insertCatalogueFixture(database.db);
    const [player] = await rawRows<{ id: number }>(
      database.db,
      sql`INSERT INTO players (email, password_hash, email_confirmed_at, currency, locale, country, first_name,
        last_name, date_of_birth, created_at)
      VALUES ('heavy@example.com', 'x', now(), 'EUR', 'en', 'DE', 'Heavy', 'Bettor', '1990-01-01', now())
      RETURNING id`,
    );
    playerId = Number(player?.id);
  });

  afterAll(async () => {
    await database.close();
  });

  const contextPlan = async () => {
    const rows = await rawRows<{ 'QUERY PLAN': string }>(
      database.db,
      sql.raw(`EXPLAIN EXECUTE betting_placement_context(ARRAY[0], ARRAY[${playerId}], ARRAY['key'], ARRAY[0],
        ARRAY[${fixture.matches.prematch.id}], ARRAY[1], ARRAY[''])`),
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  };

  it('re-plans the placement context once a player has many bets: the key probe uses the unique index', async () => {
    const refs = [{ matchId: fixture.matches.prematch.id, marketId: 1, specifier: '', outcomeId: '1' }];
    // The first placement after a start plans the context statement while `bets` is empty.
    await readPlacementContexts(database.db, [{ playerId, refs, clientKey: 'first', now: new Date() }]);
    await database.db.execute(sql`INSERT INTO bets (player_id, ref, type, status, stake, currency, odds,
        potential_return, idempotency_key, created_at)
      SELECT ${playerId}, 'heavy-' || g, 'single', 'waiting_results', 100, 'EUR', 1850, 185, 'key-' || g || '#0', now()
      FROM generate_series(1, 5000) g`);

    expect(await analyzeGrownTables(database.db)).toContain('bets');
    const plan = await contextPlan();
    expect(plan).toContain('bets_player_idempotency');
    expect(plan).not.toContain('bets_player_time');
    // Nothing grew since: nothing to analyze.
    expect(await analyzeGrownTables(database.db)).toEqual([]);
  });
});
