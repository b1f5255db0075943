import { STATISTICS_TYPES, statisticsResponseSchema } from '@sportsbook/contracts/match-info';
import { type ApiContext, apiRequest } from '@/shared/api/api-fetch';

type StatisticsType = (typeof STATISTICS_TYPES)[number];

/** GET /matches/{id}/statistics?type=: one of the preview's widgets. */
export function getStatistics(context: ApiContext, id: number, type: StatisticsType) {
  return apiRequest(
    context,
    `/api/sportsbook/matches/${id}/statistics?type=${type}`,
    statisticsResponseSchema,
  );
}

/** The three widgets of the match preview, asked for at once. */
export async function getPreview(context: ApiContext, id: number) {
  const [form, h2h, standings] = await Promise.all(
    STATISTICS_TYPES.map((type) => getStatistics(context, id, type)),
  );
  return {
    form: form?.type === 'form' ? { home: form.home, away: form.away } : { home: [], away: [] },
    meetings: h2h?.type === 'h2h' ? h2h.meetings : [],
    rows: standings?.type === 'standings' ? standings.rows : [],
  };
}
