import type { Match } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import { isMatchLive, MATCH_STATUS } from '@sportsbook/domain/match-status';
import { serverApi } from '@/shared/api/server-api';
import { getPreview } from './api/get-statistics';
import { getTimeline } from './api/get-timeline';
import { MatchPreview } from './preview/match-preview';
import { MatchTracker } from './tracker/match-tracker';

/**
 * The match page's match info (ADR 031): the preview (form, meetings, table) before kick-off, the live tracker
 * while the match is played. Rendered on the server with the data so far; the tracker then follows the match
 * channel.
 */
export async function MatchInfo({ locale, match }: { locale: Locale; match: Match }) {
  const home = match.competitors.home;
  const away = match.competitors.away;
  if (match.type !== 'match' || !home || !away) return null;
  if (match.status === MATCH_STATUS.prematch) {
    const data = await getPreview(serverApi(locale), match.id);
    return <MatchPreview home={home} away={away} data={data} />;
  }
  if (!isMatchLive(match.status)) return null;
  const timeline = await getTimeline(serverApi(locale), match.id);
  return <MatchTracker matchId={match.id} home={home.name} away={away.name} initial={timeline.incidents} />;
}
