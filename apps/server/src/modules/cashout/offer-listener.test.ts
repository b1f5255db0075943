import type { MarketChange } from '@sportsbook/contracts/realtime';
import { expect, it } from 'vitest';
import { marketKey } from '../feed/ingest-changes';
import { coalescingMarketListener } from './offer-listener';

const fail = (error: unknown) => {
  throw error;
};
const change = (id: number, odds: number) => ({ id, specifier: '', odds }) as unknown as MarketChange;
const batch = (matchId: number, ...changes: MarketChange[]) => ({
  markets: new Map([[matchId, new Map(changes.map((c) => [marketKey(c.id, c.specifier), c]))]]),
});

it('hands the feed back at once, and merges the batches that arrive during a run, the latest change winning', async () => {
  const runs: Map<number, Map<string, MarketChange>>[] = [];
  let release: () => void = () => undefined;
  const listener = coalescingMarketListener(async (changed) => {
    runs.push(changed);
    // The first run is held until the test lets it go: the feed's next batches arrive meanwhile.
    if (runs.length === 1) await new Promise<void>((resolve) => (release = resolve));
  }, fail);

  await listener(batch(1, change(10, 1500)));
  expect(runs).toHaveLength(1);
  // The run is still going; the listener does not wait for it.
  await listener(batch(1, change(10, 1600), change(11, 2000)));
  await listener(batch(2, change(10, 3000)));
  await listener(batch(1, change(10, 1700)));
  expect(runs).toHaveLength(1);

  release();
  await listener.idle();
  expect(runs).toHaveLength(2);
  const merged = runs[1];
  expect([...(merged?.keys() ?? [])].sort()).toEqual([1, 2]);
  expect(merged?.get(1)?.get(marketKey(10, ''))).toMatchObject({ odds: 1700 });
  expect(merged?.get(1)?.get(marketKey(11, ''))).toMatchObject({ odds: 2000 });
  expect(merged?.get(2)?.get(marketKey(10, ''))).toMatchObject({ odds: 3000 });
});

it('runs nothing for a batch without market changes', async () => {
  let runs = 0;
  const listener = coalescingMarketListener(async () => {
    runs++;
  }, fail);
  await listener({ markets: new Map() });
  await listener.idle();
  expect(runs).toBe(0);
});

it('a run that throws is reported, and the next batches run; waiting for it never throws', async () => {
  let runs = 0;
  const errors: unknown[] = [];
  const listener = coalescingMarketListener(
    async () => {
      runs++;
      if (runs === 1) throw new Error('database gone');
    },
    (error) => errors.push(error),
  );
  await listener(batch(1, change(10, 1500)));
  await listener.idle();
  expect(errors).toEqual([new Error('database gone')]);
  await listener(batch(1, change(10, 1600)));
  await listener.idle();
  expect(runs).toBe(2);
  expect(errors).toHaveLength(1);
});
