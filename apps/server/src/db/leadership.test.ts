import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from './client';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const KEY = 91_000_001;
const waitUntil = async (check: () => boolean, ms = 5_000) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe('leadership', () => {
  it('on PostgreSQL only one node leads; the next one takes over when the leader lets go', async () => {
    if (database.kind !== 'postgres') return;
    const first = database.leadership(KEY);
    const second = database.leadership(KEY);
    await first.acquire(() => undefined);
    expect(first.leading).toBe(true);
    let secondLeads = false;
    const waiting = second
      .acquire(() => undefined)
      .then(() => {
        secondLeads = true;
      });
    await new Promise((r) => setTimeout(r, 300));
    expect(secondLeads).toBe(false);
    await first.release();
    expect(first.leading).toBe(false);
    // The second node retries every 2 s by default.
    expect(await waitUntil(() => secondLeads)).toBe(true);
    await waiting;
    expect(second.leading).toBe(true);
    await second.release();
  });

  it('a node that stops waiting never leads', async () => {
    if (database.kind !== 'postgres') return;
    const leader = database.leadership(KEY + 1);
    const follower = database.leadership(KEY + 1);
    await leader.acquire(() => undefined);
    const waiting = follower.acquire(() => undefined);
    await follower.release();
    await waiting;
    expect(follower.leading).toBe(false);
    await leader.release();
  });

  it('embedded PGlite serves one process, which always leads', async () => {
    if (database.kind !== 'pglite') return;
    const only = database.leadership(KEY);
    await only.acquire(() => undefined);
    expect(only.leading).toBe(true);
    await only.release();
    expect(only.leading).toBe(false);
  });
});
