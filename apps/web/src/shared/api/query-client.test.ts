import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeQueryClient, readAgain } from './query-client';

/**
 * A list whose reads answer what the server held when each read began; each read waits for `answerAll` (the test
 * decides when the network answers).
 */
function slowList() {
  const server = { rows: ['first'] };
  const waiting: (() => void)[] = [];
  let reads = 0;
  const queryFn = () => {
    reads += 1;
    const rows = [...server.rows];
    return new Promise<string[]>((resolve) => waiting.push(() => resolve(rows)));
  };
  const answerAll = () => {
    for (const answer of waiting.splice(0)) answer();
  };
  return { server, queryFn, answerAll, reads: () => reads };
}

describe('readAgain', () => {
  it("shows a write made while the list's first read is in flight", async () => {
    const client = makeQueryClient();
    const list = slowList();
    const observer = new QueryObserver(client, { queryKey: ['rows'], queryFn: list.queryFn });
    const seen: (string[] | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));

    // The first read is in flight; a write lands on the server; the screen asks to read again.
    list.server.rows.push('written');
    const again = readAgain(client, ['rows']);
    await expect.poll(() => list.reads()).toBe(2);
    list.answerAll();
    await again;

    expect(client.getQueryData(['rows'])).toEqual(['first', 'written']);
    // The stale first answer was never shown.
    expect(seen.filter(Boolean)).toEqual([['first', 'written']]);
    unsubscribe();
  });

  it('keeps what was written into a shown list while its refetch is replaced', async () => {
    const client = makeQueryClient();
    const list = slowList();
    const observer = new QueryObserver(client, { queryKey: ['rows'], queryFn: list.queryFn, staleTime: 0 });
    const seen: (string[] | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    await expect.poll(() => list.reads()).toBe(1);
    list.answerAll();
    await expect.poll(() => client.getQueryData(['rows'])).toEqual(['first']);

    // A background read is in flight; a live event writes into the cache; then the list is read again.
    void observer.refetch();
    await expect.poll(() => list.reads()).toBe(2);
    client.setQueryData(['rows'], ['first', 'live']);
    list.server.rows.push('live');
    const shownBefore = seen.length;
    const again = readAgain(client, ['rows']);
    await expect.poll(() => list.reads()).toBe(3);
    list.answerAll();
    await again;
    expect(client.getQueryData(['rows'])).toEqual(['first', 'live']);
    // The live row stayed on screen throughout: the cancelled read did not put the list back as it was.
    expect(seen.slice(shownBefore).every((rows) => rows?.includes('live'))).toBe(true);
    unsubscribe();
  });
});
