/** Builders for tests: selections and contexts with only the fields a test cares about spelled out. */

import fc from 'fast-check';
import { MATCH_STATUS, type MatchStatus } from '../match-status';
import { newSelection, type Provider, type Selection, type SlipContext } from '../slip/types';

export interface SelectionSpec {
  match?: string;
  market?: string;
  specifier?: string;
  outcome?: string;
  odds?: number;
  provider?: Provider;
  status?: MatchStatus;
}

export function selection(spec: SelectionSpec = {}): Selection {
  const matchId = spec.match ?? 'sr:match:1';
  return newSelection({
    matchId,
    matchUrnId: matchId,
    matchSlug: `slug-${matchId}`,
    matchStatus: spec.status ?? MATCH_STATUS.prematch,
    marketId: spec.market ?? '1',
    marketName: 'Match result',
    marketGroup: 'main',
    specifier: spec.specifier ?? '',
    outcomeId: spec.outcome ?? '1',
    outcomeName: 'Home',
    odds: spec.odds ?? 2000,
    provider: spec.provider ?? 'betradar',
    sportKey: 'football',
    nameA: 'Home FC',
    nameB: 'Away FC',
    categoryName: 'England',
    group: 'regular',
  });
}

export const ctx: SlipContext = { currency: 'EUR', subunits: 100, multiSingleAvailableByProvider: {} };

export const multiSingleCtx: SlipContext = {
  currency: 'EUR',
  subunits: 100,
  multiSingleAvailableByProvider: { betradar: true },
};

/** Distinct selections, one per match, for property tests. */
export function distinctSelections(
  count: { min: number; max: number },
  provider: Provider = 'betradar',
): fc.Arbitrary<Selection[]> {
  return fc
    .array(fc.integer({ min: 1001, max: 20_000 }), { minLength: count.min, maxLength: count.max })
    .map((odds) => odds.map((o, i) => selection({ match: `sr:match:${i + 1}`, odds: o, provider })));
}
