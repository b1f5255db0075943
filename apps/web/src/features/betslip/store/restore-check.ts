import type { MatchMarkets } from '@sportsbook/domain/slip/refresh';
import type { SlipStore } from './slip-store';

/**
 * Restored selections against fresh match data (spec part 1 §4): selections whose match has no markets, or
 * whose market or outcome is gone, are dropped; the rest take the match's status and the current prices
 * (flagged per the acceptance mode). The restoring flag ends either way.
 */
export async function checkRestored(
  slip: SlipStore,
  matchIds: readonly string[],
  load: (matchId: string) => Promise<MatchMarkets | undefined>,
): Promise<void> {
  try {
    const matches = (await Promise.all(matchIds.map(load))).filter((m): m is MatchMarkets => m !== undefined);
    if (matches.length > 0) {
      const { providers, settings } = slip.getState();
      slip.dispatch({ type: 'drop_missing', matches, providers });
      slip.dispatch({
        type: 'refresh_odds',
        markets: matches.flatMap((m) => m.markets),
        mode: settings.mode,
      });
    }
  } finally {
    slip.dispatch({ type: 'restored' });
  }
}
