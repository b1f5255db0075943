import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { insertCatalogueFixture, setResultOdds } from '../../testing/catalogue-fixture';
import { createTestDatabase } from '../../testing/test-database';
import { currentSelections, type SelectionRef, selectionKey } from './current-prices';

let database: DatabaseHandle;
let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await insertCatalogueFixture(database.db);
});

afterAll(async () => {
  await database.close();
});

describe('currentSelections', () => {
  it('answers 3,000 selections of a few markets, and the database goes on committing and answering', async () => {
    // As the cash-out offers of many open bets ask: the same few markets again and again. One IN tuple per
    // selection overflowed PGlite's stack from about 1,150 (the query answered no rows, then the database hung).
    const { prematch, live } = fixture.matches;
    const distinct: SelectionRef[] = [
      { matchId: prematch.id, marketId: 1, specifier: '', outcomeId: '1' },
      { matchId: prematch.id, marketId: 18, specifier: 'total=2.5', outcomeId: '13' },
      { matchId: live.id, marketId: 1, specifier: '', outcomeId: '3' },
      { matchId: prematch.id, marketId: 999, specifier: '', outcomeId: '1' },
    ];
    const refs = Array.from({ length: 3000 }, (_, i) => distinct[i % distinct.length] as SelectionRef);
    const found = await currentSelections(database.db, refs);
    expect(found.size).toBe(4);
    expect(found.get(selectionKey(distinct[0] as SelectionRef))).toMatchObject({
      found: true,
      open: true,
      odds: 1850,
      live: false,
    });
    expect(found.get(selectionKey(distinct[1] as SelectionRef))).toMatchObject({ found: true, odds: 1900 });
    // The live 1x2 is suspended in the fixture.
    expect(found.get(selectionKey(distinct[2] as SelectionRef))).toMatchObject({
      found: true,
      open: false,
      suspended: true,
      live: true,
    });
    expect(found.get(selectionKey(distinct[3] as SelectionRef))).toMatchObject({ found: false, odds: 0 });

    await database.db.transaction(async (tx) => {
      await setResultOdds(tx, prematch.id, [1900, 3600, 4300]);
    });
    const after = await currentSelections(database.db, refs.slice(0, 2));
    expect(after.get(selectionKey(distinct[0] as SelectionRef))?.odds).toBe(1900);
  });
});
