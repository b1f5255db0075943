/** The simulated sports: who covers them, how often they are scheduled and how long a match may run. */

import type { SportKey } from '../../i18n/dictionary';
import { sportNames } from '../../i18n/names';
import type { FeedSport, Provider, SportType } from '../../types';

export interface SportDefinition {
  key: SportKey;
  urn: string;
  type: SportType;
  provider: Provider;
  priority: number;
  mainMarket: number;
  secondaryMarket: number | null;
  /** Share of scheduled matches. */
  weight: number;
}

export const SPORTS: readonly SportDefinition[] = [
  {
    key: 'football',
    urn: 'sr:sport:1',
    type: 'regular',
    provider: 'betradar',
    priority: 100,
    mainMarket: 1,
    secondaryMarket: 18,
    weight: 34,
  },
  {
    key: 'tennis',
    urn: 'sr:sport:5',
    type: 'regular',
    provider: 'betradar',
    priority: 90,
    mainMarket: 186,
    secondaryMarket: 189,
    weight: 16,
  },
  {
    key: 'basketball',
    urn: 'sr:sport:2',
    type: 'regular',
    provider: 'betradar',
    priority: 85,
    mainMarket: 219,
    secondaryMarket: 225,
    weight: 12,
  },
  {
    key: 'ice-hockey',
    urn: 'sr:sport:4',
    type: 'regular',
    provider: 'betradar',
    priority: 80,
    mainMarket: 1,
    secondaryMarket: 18,
    weight: 10,
  },
  {
    key: 'cricket',
    urn: 'sr:sport:21',
    type: 'regular',
    provider: 'betradar',
    priority: 60,
    mainMarket: 340,
    secondaryMarket: 605,
    weight: 6,
  },
  {
    key: 'cs2',
    urn: 'od:sport:3',
    type: 'cyber',
    provider: 'oddin',
    priority: 70,
    mainMarket: 186,
    secondaryMarket: 330,
    weight: 8,
  },
  {
    key: 'dota2',
    urn: 'od:sport:2',
    type: 'cyber',
    provider: 'oddin',
    priority: 65,
    mainMarket: 186,
    secondaryMarket: 330,
    weight: 7,
  },
  {
    key: 'lol',
    urn: 'od:sport:1',
    type: 'cyber',
    provider: 'oddin',
    priority: 64,
    mainMarket: 186,
    secondaryMarket: 330,
    weight: 7,
  },
];

/** Upper bound of a match's length in match seconds, breaks and overtime included. */
export const MAX_MATCH_SECONDS = 6 * 3600;

export function urnPrefix(provider: Provider): string {
  return provider === 'oddin' ? 'od' : 'sr';
}

export function feedSport(sport: SportDefinition): FeedSport {
  return {
    key: sport.key,
    urn_id: sport.urn,
    names: sportNames(sport.key),
    type: sport.type,
    provider: sport.provider,
    priority: sport.priority,
    main_market_id: sport.mainMarket,
    secondary_market_id: sport.secondaryMarket,
  };
}
