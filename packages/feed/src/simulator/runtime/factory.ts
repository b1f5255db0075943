/** The sport model behind each match. */

import { basketball } from '../sports/basketball';
import { cricket } from '../sports/cricket';
import { cs2 } from '../sports/cs2';
import { football } from '../sports/football';
import { iceHockey } from '../sports/ice-hockey';
import { dota2, leagueOfLegends } from '../sports/moba';
import { tennis } from '../sports/tennis';
import type { MatchSeed } from '../world/schedule';
import { MatchRuntime } from './match-runtime';
import type { Runtime, RuntimeContext } from './runtime';

export function createMatchRuntime(seed: MatchSeed, ctx: RuntimeContext): Runtime {
  switch (seed.sport.key) {
    case 'football':
      return new MatchRuntime(seed, football, ctx);
    case 'basketball':
      return new MatchRuntime(seed, basketball, ctx);
    case 'tennis':
      return new MatchRuntime(seed, tennis, ctx);
    case 'ice-hockey':
      return new MatchRuntime(seed, iceHockey, ctx);
    case 'cricket':
      return new MatchRuntime(seed, cricket, ctx);
    case 'cs2':
      return new MatchRuntime(seed, cs2, ctx);
    case 'dota2':
      return new MatchRuntime(seed, dota2, ctx);
    case 'lol':
      return new MatchRuntime(seed, leagueOfLegends, ctx);
  }
}
