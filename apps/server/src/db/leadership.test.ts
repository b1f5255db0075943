import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from './client';
import { advisoryLeadership } from './leadership';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const KEY = 91_000_001;

describe('leadership', () => {
  it('on PostgreSQL only one node leads; the next one takes over when the leader lets go', async () => {
    if (database.kind !== 'postgres') return;
    // Both nodes on a pool of the test's own, so the test sees each attempt end: a node that did not get the lock
    // gives its connection back to the pool.
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
    let connectionsGivenBack = 0;
    pool.on('release', () => {
      connectionsGivenBack++;
    });
    try {
      const first = advisoryLeadership(pool, KEY);
      const second = advisoryLeadership(pool, KEY);
      await first.acquire(() => undefined);
      expect(first.leading).toBe(true);
      let secondLeads = false;
      const givenBackBefore = connectionsGivenBack;
      const waiting = second
        .acquire(() => undefined)
        .then(() => {
          secondLeads = true;
        });
      // The second node has tried (and given its connection back) while the first leads: it does not lead.
      await vi.waitFor(() => expect(connectionsGivenBack).toBeGreaterThan(givenBackBefore), {
        timeout: 5_000,
      });
      expect(secondLeads).toBe(false);
      await first.release();
      expect(first.leading).toBe(false);
      // The second node retries every 2 s by default.
      await vi.waitFor(() => expect(secondLeads).toBe(true), { timeout: 10_000, interval: 20 });
      await waiting;
      expect(second.leading).toBe(true);
      await second.release();
    } finally {
      await pool.end();
    }
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
