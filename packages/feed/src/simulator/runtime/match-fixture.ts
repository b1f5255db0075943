/** The fixture of a scheduled match: names, slug and venue from its seed. */

import type { FeedMatchFixture } from '../../types';
import { slugify } from '../world/catalogue';
import type { MatchSeed } from '../world/schedule';

const VENUES: Readonly<Record<string, string>> = {
  football: 'Stadium',
  basketball: 'Arena',
  'ice-hockey': 'Ice Arena',
  cricket: 'Cricket Ground',
};

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
  };
}
