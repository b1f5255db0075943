import { describe, expect, it } from 'vitest';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestDatabase } from '../../testing/test-app';
import { createShareCode, readShareCode } from './share-codes';

const testDb = useTestDatabase();

/** Draws the alphabet's indices in order, each code starting where `starts` says. */
const drawing = (starts: number[]) => {
  let call = 0;
  return (n: number) => (starts[Math.floor(call++ / 8)] ?? 0) % n;
};

describe('a drawn code already taken', () => {
  it('is drawn again: the primary key refuses the second row and the slip gets the next code', async () => {
    const db = testDb.database.db;
    const fixture = await insertCatalogueFixture(db);
    const now = new Date();
    const slip = {
      bets: [
        {
          type: 'single' as const,
          stake: { value: 100, currency: 'EUR' },
          selections: [
            { match_id: fixture.matches.prematch.id, market_id: 1, specifier: '', outcome_id: '1' },
          ],
        },
      ],
    };
    const first = await createShareCode(db, slip, null, now, drawing([0]));
    expect(first.code).toBe('22222222');
    const second = await createShareCode(db, slip, null, now, drawing([0, 0, 1]));
    expect(second.code).toBe('33333333');
    await expect(createShareCode(db, slip, null, now, drawing([0, 1, 0, 1, 0]))).rejects.toThrow(
      'no free share code after 5 draws',
    );
    // The first slip is untouched by the draws that collided with it.
    expect((await readShareCode(db, '22222222', undefined, now)).bets).toHaveLength(1);
  });
});
