import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { freebets } from '../../db/schema/bonuses';
import { ledgerAccounts } from '../../db/schema/wallet';
import { type FreebetIssue, issueFreebet } from './repository';

const DAY = 24 * 3600 * 1000;

/** Issues a 5.00 EUR freebet (min odds 1.500, 30 days) unless told otherwise. */
export const giveFreebet = (db: Database, playerId: number, over: Partial<FreebetIssue> = {}) =>
  issueFreebet(db, {
    playerId,
    currency: 'EUR',
    amount: 500,
    minOdds: 1500,
    validTo: new Date(Date.now() + 30 * DAY),
    ...over,
  });

export async function freebetRow(db: Database, id: number) {
  const [row] = await db.select().from(freebets).where(eq(freebets.id, id));
  if (!row) throw new Error(`no freebet ${id}`);
  return row;
}

/** The bonus house account's balance (the cost of the freebets used), 0 when never opened. */
export async function bonusAccountBalance(db: Database, currency = 'EUR'): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'bonus'), eq(ledgerAccounts.currency, currency)));
  return row?.balance ?? 0;
}
