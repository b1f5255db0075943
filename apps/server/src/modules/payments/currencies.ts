import { PLATFORM_ERROR_CODES } from '@sportsbook/contracts/platform';
import { eq } from 'drizzle-orm';
import { DomainError } from '../../core/domain-error';
import type { Database } from '../../db/client';
import { currencies } from '../../db/schema/system';

/** The currency's row, or 400 unknown_currency. */
export async function findCurrencyRow(db: Database, code: string) {
  const [row] = await db.select().from(currencies).where(eq(currencies.code, code));
  if (!row) {
    throw new DomainError('invalid', PLATFORM_ERROR_CODES.unknownCurrency, `Unknown currency ${code}`, {
      details: [{ field: 'body.currency', message: 'is not a currency this site accepts' }],
    });
  }
  return row;
}
