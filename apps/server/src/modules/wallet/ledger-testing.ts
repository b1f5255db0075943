import type { Database } from '../../db/client';
import { insertPlayer } from '../player-records/repository';
import { postLedgerTransaction } from './ledger';

/** Ledger test fixtures: bare players (no session) and funding from the operator account, with unique references. */
export function ledgerFixtures(db: () => Database) {
  let players = 0;
  let references = 0;
  const reference = (label: string) => `${label}-${++references}-${Date.now()}`;

  async function newPlayer(): Promise<number> {
    players += 1;
    const id = await insertPlayer(db(), {
      email: `ledger-${players}-${process.pid}-${Date.now()}@example.com`,
      passwordHash: 'x',
      currency: 'EUR',
      country: 'DE',
      locale: 'en',
      marketingTags: {},
      createdAt: new Date(),
    });
    if (id === undefined) throw new Error('player insert failed');
    return id;
  }

  const fund = (playerId: number, amount: number, currency = 'EUR') =>
    postLedgerTransaction(db(), {
      kind: 'adjustment',
      currency,
      reference: reference('fund'),
      entries: [
        { account: { house: 'operator' }, amount: -amount },
        { account: { playerId }, amount },
      ],
    });

  return { newPlayer, fund, reference };
}

/** The messages of an error and its causes (Drizzle wraps the driver's error); 'no error' when the work succeeds. */
export async function failure(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const messages: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
    return messages.join(' <- ');
  }
  return 'no error';
}
