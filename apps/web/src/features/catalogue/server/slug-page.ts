import 'server-only';
import {
  type Category,
  type Match,
  type ResolvedPage,
  resolvedPageSchema,
  type Tournament,
} from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import { headers } from 'next/headers';
import { cache } from 'react';
import { ApiError } from '../../../shared/api/api-fetch';
import { serverApi } from '../../../shared/api/server-api';
import { PAGE_ID_HEADER, PAGE_KIND_HEADER } from '../../../shared/routing/request-headers';
import { getCategory } from '../api/get-categories';
import { getMatch } from '../api/get-match';
import { getTournament } from '../api/get-tournaments';
import { resolveCataloguePath } from './catalogue-lookup';

export type SlugPage =
  | { kind: 'match'; match: Match }
  | { kind: 'league'; tournament: Tournament }
  | { kind: 'category'; category: Category };

/** What the proxy found the slug to be (request headers), else the API's answer now; null when it names nothing. */
async function resolved(sport: string, slug: string): Promise<ResolvedPage | null> {
  const requestHeaders = await headers();
  const fromProxy = resolvedPageSchema.safeParse({
    kind: requestHeaders.get(PAGE_KIND_HEADER),
    id: Number(requestHeaders.get(PAGE_ID_HEADER)),
  });
  if (fromProxy.success) return fromProxy.data;
  return resolveCataloguePath(sport, slug);
}

/**
 * The match, league or category `/{sport}/{slug}` names, loaded once per request (metadata and page share it);
 * null when the catalogue has no such page or it belongs to another sport.
 */
export const loadSlugPage = cache(
  async (locale: Locale, sport: string, slug: string): Promise<SlugPage | null> => {
    const page = await resolved(sport, slug);
    if (!page) return null;
    const api = serverApi(locale);
    try {
      switch (page.kind) {
        case 'match': {
          const match = await getMatch(api, page.id);
          return match.sport.key === sport ? { kind: 'match', match } : null;
        }
        case 'league': {
          const tournament = await getTournament(api, page.id);
          return tournament.sport.key === sport ? { kind: 'league', tournament } : null;
        }
        case 'category': {
          const category = await getCategory(api, page.id);
          return category.sport.key === sport ? { kind: 'category', category } : null;
        }
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
);
