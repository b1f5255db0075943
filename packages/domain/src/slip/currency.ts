/**
 * A currency change (part 1 §4): every bet moves to the new currency with stake 0 and stake source
 * "sharing", since an amount in one currency means nothing in another.
 */

import type { Bet } from './types';

export function changeCurrency(bets: readonly Bet[], currency: string, subunits: number): Bet[] {
  return bets.map((bet) => ({ ...bet, currency, subunits, stake: 0, stakeSource: 'sharing' }));
}
