import { CURRENCIES } from '@sportsbook/domain/money';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { currencies } from './schema/system';

/** The operator configuration every fresh database starts with. Safe to run at every start. */
export async function seedOperatorConfiguration(db: Database): Promise<void> {
  await db
    .insert(currencies)
    .values(CURRENCIES.map((c) => ({ code: c.code, subunits: c.subunits, fiat: c.fiat })))
    .onConflictDoUpdate({
      target: currencies.code,
      set: { subunits: sql`excluded.subunits`, fiat: sql`excluded.fiat` },
    });
}
