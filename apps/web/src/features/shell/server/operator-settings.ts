import 'server-only';
import { settingsResponseSchema } from '@sportsbook/contracts/betting';
import { apiRequest } from '@/shared/api/api-fetch';
import { serverApi } from '@/shared/api/server-api';
import { createTtlCache } from '@/shared/cache/ttl-cache';
import type { AdditionalProviders } from '../product-pages';

// The operator turns a product on or off rarely: a minute's delay is fine, and every page's menu needs it.
const cache = createTtlCache<AdditionalProviders>({ ttlMs: 60_000, maxEntries: 1 });

/** settings.additional_providers as a visitor reads them; the last answer while the API is down, else null. */
export async function additionalProviders(): Promise<AdditionalProviders | null> {
  try {
    return await cache.get('operator', async () => {
      const settings = await apiRequest(serverApi('en'), '/api/sportsbook/settings', settingsResponseSchema);
      return settings.additional_providers;
    });
  } catch {
    return cache.stale('operator') ?? null;
  }
}
