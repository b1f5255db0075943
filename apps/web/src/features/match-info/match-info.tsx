import type { Match } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import { isMatchLive, MATCH_STATUS } from '@sportsbook/domain/match-status';
import { serverApi } from '@/shared/api/server-api';
import { getPreview } from './api/get-statistics';
import { getTimeline } from './api/get-timeline';
import { getVideo } from './api/get-video';
import { MatchPreview } from './preview/match-preview';
import { MatchStream } from './stream/match-stream';
import { MatchTracker } from './tracker/match-tracker';

/**
 * The match page's match info (ADR 031): the watch toggle for a match with video, the preview (form, meetings, table) before kick-off, the live tracker
 * while the match is played. Rendered on the server with the data so far; the tracker then follows the match
 * channel.
 */
export async function MatchInfo({ locale, match }: { locale: Locale; match: Match }) {
  const home = match.competitors.home;
  const away = match.competitors.away;
  if (match.type !== 'match' || !home || !away) return null;
  const prematch = match.status === MATCH_STATUS.prematch;
  if (!prematch && !isMatchLive(match.status)) return null;
  const api = serverApi(locale);
  const video = match.has_video ? await getVideo(api, match.id) : null;
  const stream = video ? <MatchStream video={video} /> : null;
  if (prematch) {
    const data = await getPreview(api, match.id);
    return (
      <>
        {stream}
        <MatchPreview home={home} away={away} data={data} />
      </>
    );
  }
  const timeline = await getTimeline(api, match.id);
  return (
    <>
      {stream}
      <MatchTracker matchId={match.id} home={home.name} away={away.name} initial={timeline.incidents} />
    </>
  );
}
