import { marketSchema, matchSchema, paged } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import { isMatchStatus, MATCH_STATUS } from '@sportsbook/domain/match-status';
import type { MatchMarkets } from '@sportsbook/domain/slip/refresh';
import { apiRequest, isApiError } from '@/shared/api/api-fetch';
import { browserApi } from '@/shared/api/browser-api';

const marketPageSchema = paged(marketSchema);
const PAGE_SIZE = 500;
const MAX_PAGES = 20;

/**
 * A match's status and every market now (GET /matches/{id} and its markets), for restored selections: a match
 * the API no longer knows counts as closed without markets. Undefined when the API could not say.
 */
export async function matchData(locale: Locale, matchId: string): Promise<MatchMarkets | undefined> {
  const context = browserApi(locale);
  try {
    const match = await apiRequest(context, `/api/sportsbook/matches/${matchId}`, matchSchema);
    const markets = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const answer = await apiRequest(
        context,
        `/api/sportsbook/matches/${matchId}/markets`,
        marketPageSchema,
        {
          query: { page, limit: PAGE_SIZE },
        },
      );
      markets.push(...answer.data);
      if (page >= answer.pagination.last_page) break;
    }
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
  } catch (error) {
    if (isApiError(error) && error.status === 404)
      return { matchId, status: MATCH_STATUS.closed, markets: [] };
    return undefined;
  }
}
