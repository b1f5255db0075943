import type pg from 'pg';

/**
 * Work only one node may do at a time (running the odds feed): the node holding a session-level PostgreSQL
 * advisory lock leads. The lock lives as long as the connection that took it, so a node that dies or loses its
 * connection hands over without any lease to expire; the others keep trying every `retryMs`.
 */
export interface Leadership {
  /** Resolves once this node leads; `onLost` runs if it stops leading (its connection broke). */
  acquire(onLost: () => void): Promise<void>;
  readonly leading: boolean;
  /** Stops trying, or gives the lead up. */
  release(): Promise<void>;
}

/** Embedded PGlite serves one process: that process always leads. */
export function soleLeadership(): Leadership {
  let leading = false;
  return {
    async acquire() {
      leading = true;
    },
    get leading() {
      return leading;
    },
    async release() {
      leading = false;
    },
  };
}

export function advisoryLeadership(pool: pg.Pool, key: number, retryMs = 2_000): Leadership {
  let client: pg.PoolClient | undefined;
  let leading = false;
  let released = false;
  let wake: (() => void) | undefined;

  const drop = (broken: boolean) => {
    const held = client;
    client = undefined;
    leading = false;
    // A broken connection is discarded by the pool, never reused.
    held?.release(broken);
  };

  return {
    async acquire(onLost) {
      released = false;
      while (!released) {
        try {
          const candidate = await pool.connect();
          const { rows } = await candidate.query<{ locked: boolean }>(
            'SELECT pg_try_advisory_lock($1) AS locked',
            [key],
          );
          if (rows[0]?.locked && released) {
            // Released while the lock was being taken: give it straight back.
            await candidate.query('SELECT pg_advisory_unlock($1)', [key]);
            candidate.release();
            return;
          }
          if (rows[0]?.locked) {
            client = candidate;
            leading = true;
            candidate.on('error', () => {
              if (!leading) return;
              drop(true);
              onLost();
            });
            return;
          }
          candidate.release();
        } catch {
          // The database is unreachable for now: try again later, like a lock someone else holds.
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, retryMs).unref();
        });
      }
    },
    get leading() {
      return leading;
    },
    async release() {
      released = true;
      wake?.();
      if (client) {
        await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
        drop(false);
      }
    },
  };
}
