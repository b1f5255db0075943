import { type Market, type Match, marketSchema, matchSchema, paged } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import { apiRequest, isApiError } from '@/shared/api/api-fetch';
import { browserApi } from '@/shared/api/browser-api';

const marketPageSchema = paged(marketSchema);
const PAGE_SIZE = 500;
const MAX_PAGES = 20;

export interface MatchWithMarkets {
  match: Match;
  markets: Market[];
}

/**
 * A match and every market of it, named in the page's locale (GET /matches/{id} and its markets, pages of 500,
 * spec part 2 §9): what a shared selection is converted with and what restored selections are checked against.
 * Null for a match the API no longer knows.
 */
export async function matchWithMarkets(
  locale: Locale,
  matchId: number | string,
): Promise<MatchWithMarkets | null> {
  const context = browserApi(locale);
  try {
    const match = await apiRequest(context, `/api/sportsbook/matches/${matchId}`, matchSchema);
    const markets: Market[] = [];
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
    return { match, markets };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
