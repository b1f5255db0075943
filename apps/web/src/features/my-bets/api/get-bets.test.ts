import type { Bet } from '@sportsbook/contracts/betting';
import { describe, expect, it } from 'vitest';
import { betFixture } from '@/features/my-bets/testing/bet-fixture';
import { BETS_PAGE_SIZE, type BetsPage, getAllBets } from './get-bets';

function pages(all: Bet[], limit: number, lastPage?: (page: number) => number) {
  const calls: number[] = [];
  const fetchPage = async (_filter: unknown, page: number): Promise<BetsPage> => {
    calls.push(page);
    const data = all.slice((page - 1) * limit, page * limit);
    const total = all.length;
    return {
      data,
      pagination: {
        total,
        page,
        limit,
        last_page: lastPage?.(page) ?? Math.max(1, Math.ceil(total / limit)),
      },
    };
  };
  return { calls, fetchPage };
}

const bets = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => betFixture({ id: String(from + i + 1) }));

describe('getAllBets', () => {
  it('asks for pages of 500', () => {
    expect(BETS_PAGE_SIZE).toBe(500);
  });

  it('fetches page after page until last_page and keeps their order', async () => {
    const all = bets(1203);
    const { calls, fetchPage } = pages(all, 500);
    const got = await getAllBets({ status: 'all', result: 'all' }, undefined, fetchPage);
    expect(calls).toEqual([1, 2, 3]);
    expect(got.map((bet) => bet.id)).toEqual(all.map((bet) => bet.id));
  });

  it('stops after the first page when it is the last, even an empty one', async () => {
    const one = pages(bets(3), 500);
    expect(await getAllBets({ status: 'open', result: 'all' }, undefined, one.fetchPage)).toHaveLength(3);
    expect(one.calls).toEqual([1]);
    const none = pages([], 500);
    expect(await getAllBets({ status: 'open', result: 'all' }, undefined, none.fetchPage)).toEqual([]);
    expect(none.calls).toEqual([1]);
  });

  it('stops at an empty page even when last_page promised more', async () => {
    const { calls, fetchPage } = pages(bets(4), 2, () => 10);
    expect(await getAllBets({ status: 'all', result: 'all' }, undefined, fetchPage)).toHaveLength(4);
    expect(calls).toEqual([1, 2, 3]);
  });

  it('keeps a bet once when a new bet pushed it onto the next page while paging', async () => {
    const first = bets(2);
    const pushed = first[1];
    if (!pushed) throw new Error('fixture');
    const fetchPage = async (_filter: unknown, page: number): Promise<BetsPage> => ({
      data: page === 1 ? first : [pushed, betFixture({ id: '9' })],
      pagination: { total: 4, page, limit: 2, last_page: 2 },
    });
    const got = await getAllBets({ status: 'all', result: 'all' }, undefined, fetchPage);
    expect(got.map((bet) => bet.id)).toEqual(['1', '2', '9']);
  });

  it('passes the filter and the abort signal to every page', async () => {
    const seen: { status: string; result: string; signal: AbortSignal | undefined }[] = [];
    const controller = new AbortController();
    await getAllBets(
      { status: 'settled', result: 'win' },
      controller.signal,
      async (filter, page, signal) => {
        seen.push({ ...filter, signal });
        return { data: bets(1, page), pagination: { total: 2, page, limit: 1, last_page: 2 } };
      },
    );
    expect(seen).toEqual([
      { status: 'settled', result: 'win', signal: controller.signal },
      { status: 'settled', result: 'win', signal: controller.signal },
    ]);
  });

  it('sends a page failure on to the caller', async () => {
    await expect(
      getAllBets({ status: 'all', result: 'all' }, undefined, async () => {
        throw new Error('offline');
      }),
    ).rejects.toThrow('offline');
  });
});

describe('getBetsPage', () => {
  it('calls GET /v3/bets with the filter, the page and 500 a page, and parses the answer', async () => {
    const { getBetsPage } = await import('./get-bets');
    const urls: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = async (input: string | URL | Request) => {
      urls.push(String(input));
      return new Response(
        JSON.stringify({
          data: [betFixture({ id: '7' })],
          pagination: { total: 1, page: 2, limit: 500, last_page: 2 },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    };
    try {
      const page = await getBetsPage({ status: 'settled', result: 'lose' }, 2);
      expect(page.data[0]?.id).toBe('7');
    } finally {
      globalThis.fetch = original;
    }
    expect(urls).toEqual(['/api/sportsbook/v3/bets?limit=500&page=2&result=lose&status=settled']);
  });
});
