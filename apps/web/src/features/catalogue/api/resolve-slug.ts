import { type ResolvedPage, resolvedPageSchema } from '@sportsbook/contracts/catalogue';
import { type ApiContext, ApiError, apiRequest } from '../../../shared/api/api-fetch';

/** GET /resolve/{sport}/{slug}: which page a catalogue path names, or null when the API knows none. */
export async function resolveSlug(
  context: ApiContext,
  sport: string,
  slug: string,
): Promise<ResolvedPage | null> {
  try {
    return await apiRequest(
      context,
      `/api/sportsbook/resolve/${encodeURIComponent(sport)}/${encodeURIComponent(slug)}`,
      resolvedPageSchema,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
