import type { Locale } from '@sportsbook/contracts/locales';
import { isMatchStatus, MATCH_STATUS } from '@sportsbook/domain/match-status';
import type { MatchMarkets } from '@sportsbook/domain/slip/refresh';
import { matchWithMarkets } from '@/shared/api/match-with-markets';

/**
 * A match's status and every market now (GET /matches/{id} and its markets), for restored selections: a match
 * the API no longer knows counts as closed without markets. Undefined when the API could not say.
 */
export async function matchData(locale: Locale, matchId: string): Promise<MatchMarkets | undefined> {
  try {
    const found = await matchWithMarkets(locale, matchId);
    if (!found) return { matchId, status: MATCH_STATUS.closed, markets: [] };
    const { match, markets } = found;
    return {
      matchId,
      status: isMatchStatus(match.status) ? match.status : MATCH_STATUS.closed,
      markets: markets.map((m) => ({
        matchId,
        marketId: String(m.id),
        specifier: m.specifier,
        status: m.status,
        outcomes: m.outcomes.map((o) => ({ id: o.id, odds: o.odds, active: o.active })),
      })),
    };
  } catch {
    return undefined;
  }
}
