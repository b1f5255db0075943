/** The fixture of a scheduled match: names, slug and venue from its seed. */

import type { FeedMatchFixture } from '../../types';
import { hash32 } from '../prng';
import { slugify } from '../world/catalogue';
import type { MatchSeed } from '../world/schedule';

const VENUES: Readonly<Record<string, string>> = {
  football: 'Stadium',
  basketball: 'Arena',
  'ice-hockey': 'Ice Arena',
  cricket: 'Cricket Ground',
};

/** Sports whose matches may carry a stream; one match in VIDEO_ONE_IN of them does, drawn from its id. */
const VIDEO_SPORTS: ReadonlySet<string> = new Set(['football', 'tennis']);
const VIDEO_ONE_IN = 4;

export function hasVideo(seed: Pick<MatchSeed, 'urn' | 'sport'>): boolean {
  return VIDEO_SPORTS.has(seed.sport.key) && hash32(seed.urn, 'video') % VIDEO_ONE_IN === 0;
}

export function fixtureOf(seed: MatchSeed): FeedMatchFixture {
  const { home, away, tournament } = seed;
  const venue = VENUES[seed.sport.key];
  return {
    type: 'match',
    urn_id: seed.urn,
    slug: slugify(`${home.name}-${away.name}-${seed.number}`),
    name: `${home.name} vs ${away.name}`,
    provider: seed.sport.provider,
    sport_key: seed.sport.key,
    category_urn_id: tournament.category.urn_id,
    tournament_urn_id: tournament.feed.urn_id,
    start_time: seed.start,
    home: {
      urn_id: home.urn_id,
      name: home.name,
      abbreviation: home.abbreviation,
      country_code: home.country_code,
    },
    away: {
      urn_id: away.urn_id,
      name: away.name,
      abbreviation: away.abbreviation,
      country_code: away.country_code,
    },
    venue: venue && home.town ? { stadium: `${home.town} ${venue}`, city: home.town } : null,
    has_video: hasVideo(seed),
  };
}
