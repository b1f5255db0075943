import type { Bet as PlacedBetView } from '@sportsbook/contracts/betting';
import type {
  ShareCodeRequest,
  SharedBet,
  SharedBets,
  SharedSelection,
} from '@sportsbook/contracts/share-codes';
import { isMatchStatus, MATCH_STATUS } from '@sportsbook/domain/match-status';
import { type Bet, newSelection, noBonuses, type Selection } from '@sportsbook/domain/slip/types';
import { fitsSelectionCount } from '@sportsbook/domain/slip-validation';
import { formatSystemId, parseSystemId } from '@sportsbook/domain/system-bets';
import type { MatchWithMarkets } from '@/shared/api/match-with-markets';

/** The slip's bets as a share request: outcomes, types and stakes; the server keeps no prices (ADR 030). */
export function shareRequestOf(bets: readonly Bet[]): ShareCodeRequest {
  return {
    bets: bets.map((bet) => ({
      type: bet.betType,
      ...(bet.betType === 'system' && bet.systemType ? { system_id: formatSystemId(bet.systemType) } : {}),
      stake: { value: bet.stake, currency: bet.currency },
      selections: bet.selections.map((s) => ({
        match_id: Number(s.matchId),
        market_id: Number(s.marketId),
        specifier: s.specifier,
        outcome_id: s.outcomeId,
      })),
    })),
  };
}

/** A placed bet from My bets as a share request, with the stake it was placed with. */
export function shareRequestOfPlaced(bet: PlacedBetView): ShareCodeRequest {
  return {
    bets: [
      {
        type: bet.type,
        ...(bet.type === 'system' && bet.system ? { system_id: bet.system.id } : {}),
        stake: { value: bet.stake.value, currency: bet.stake.currency },
        selections: bet.selections.map((s) => ({
          match_id: s.match.id,
          market_id: s.market.id,
          specifier: s.specifier,
          outcome_id: s.outcome.id,
        })),
      },
    ],
  };
}

/** A shared selection as a slip selection, named from its match and market; undefined when it cannot be bet. */
function slipSelection(
  shared: SharedSelection,
  data: MatchWithMarkets | null | undefined,
): Selection | undefined {
  if (!shared.bettable || !data) return undefined;
  const { match, markets } = data;
  const market = markets.find((m) => m.id === shared.market_id && m.specifier === shared.specifier);
  const outcome = market?.outcomes.find((o) => o.id === shared.outcome_id);
  if (!market || !outcome?.active) return undefined;
  return newSelection({
    matchId: String(match.id),
    matchUrnId: match.urn_id,
    matchSlug: match.slug,
    matchStatus: isMatchStatus(match.status) ? match.status : MATCH_STATUS.closed,
    marketId: String(market.id),
    marketName: market.name,
    marketGroup: market.market_groups[0] ?? '',
    specifier: market.specifier,
    outcomeId: outcome.id,
    outcomeName: outcome.name,
    odds: outcome.odds,
    provider: market.provider,
    sportKey: match.sport.key,
    nameA: match.competitors.home?.name ?? match.name,
    nameB: match.competitors.away?.name ?? '',
    categoryName: match.category.name,
    group: match.sport.type === 'cyber' ? 'cyber' : 'regular',
  });
}

/**
 * The type a shared bet keeps with the selections left: its own when they still fit it, else a single for one
 * selection and a combo for more (a system that lost a leg no longer has its k/n).
 */
function typeFor(bet: SharedBet, count: number): Pick<Bet, 'betType' | 'systemType'> {
  const system = bet.system_id ? parseSystemId(bet.system_id) : undefined;
  if (bet.type === 'system' && system && system.totalCount === count)
    return { betType: 'system', systemType: system };
  if (bet.type !== 'system' && fitsSelectionCount(bet.type, count)) return { betType: bet.type };
  return { betType: count === 1 ? 'single' : 'combo' };
}

export interface SlipFromShare {
  bets: Bet[];
  /** Selections left out: no longer taking bets, or gone from the catalogue. */
  dropped: number;
}

/**
 * Shared bets converted for the slip (spec part 2 §4): each selection through its match and markets, what no longer
 * takes bets dropped, stakes as the server converted them, with stake source `sharing`.
 */
export function slipFromShare(
  shared: SharedBets,
  matches: ReadonlyMap<number, MatchWithMarkets | null>,
  subunits: number,
): SlipFromShare {
  let dropped = 0;
  const bets: Bet[] = [];
  for (const bet of shared.bets) {
    const selections = bet.selections.flatMap((s) => {
      const selection = slipSelection(s, matches.get(s.match_id));
      if (!selection) dropped += 1;
      return selection ? [selection] : [];
    });
    if (selections.length === 0) continue;
    bets.push({
      ...typeFor(bet, selections.length),
      stake: bet.stake.value,
      stakeSource: 'sharing',
      currency: bet.stake.currency,
      subunits,
      selections,
      availableBonuses: noBonuses(),
    });
  }
  return { bets, dropped };
}

/** The matches a shared slip names, each once. */
export function sharedMatchIds(shared: SharedBets): number[] {
  return [...new Set(shared.bets.flatMap((bet) => bet.selections.map((s) => s.match_id)))];
}
