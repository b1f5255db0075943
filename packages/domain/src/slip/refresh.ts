/**
 * Keeping the slip in step with live data (part 1 §4 "Slip composition rules", "Odds acceptance").
 * - Odds refresh: a selection is suspended when its market is not open, or its outcome is missing or
 *   inactive; a new price is taken or flagged according to the odds acceptance mode.
 * - Match status and provider status: a selection is not available when its match cannot take bets
 *   or its provider is switched off. Custom bets are dropped once any leg is not prematch or live.
 * - Purge removes suspended and not-available selections; drop removes selections whose match has no
 *   markets or whose market or outcome no longer exists.
 * A stake derived from the potential win is rescaled whenever the bet's accepted odds move.
 */

import { isBettable, isMarketOpen, type MatchStatus } from '../match-status';
import { isOddsChangeAccepted, type OddsAcceptMode } from '../odds-acceptance';
import { marketKey } from '../selection-key';
import { reshapeBet } from './compose';
import { rescaleDerivedStake } from './stake';
import type { Bet, ProviderStatuses, Selection } from './types';

export interface OutcomeSnapshot {
  id: string;
  odds: number;
  active: boolean;
}

export interface MarketSnapshot {
  matchId: string;
  marketId: string;
  specifier: string;
  /** Market status (part 2 §4): 1 open, anything else closed for betting. */
  status: number;
  outcomes: OutcomeSnapshot[];
}

/** Everything currently offered for one match. */
export interface MatchMarkets {
  matchId: string;
  status: MatchStatus;
  markets: MarketSnapshot[];
}

/** Applies `update` to every selection; bets whose accepted odds moved get their derived stake rescaled. */
function mapSelections(bets: readonly Bet[], update: (selection: Selection) => Selection): Bet[] {
  return bets.map((bet) => {
    let touched = false;
    const selections = bet.selections.map((s) => {
      const next = update(s);
      if (next !== s) touched = true;
      return next;
    });
    return touched ? rescaleDerivedStake(bet, { ...bet, selections }) : bet;
  });
}

/** Removes matching selections; regular bets are reshaped, a custom bet loses its stale quote. */
function removeWhere(bets: readonly Bet[], remove: (selection: Selection) => boolean): Bet[] {
  return bets.flatMap((bet) => {
    const selections = bet.selections.filter((s) => !remove(s));
    if (selections.length === bet.selections.length) return [bet];
    if (bet.betType === 'custom_bet') {
      const { customOdds: _stale, ...rest } = bet;
      return selections.length === 0 ? [] : [{ ...rest, selections }];
    }
    return reshapeBet({ ...bet, selections });
  });
}

export function refreshOdds(
  bets: readonly Bet[],
  markets: readonly MarketSnapshot[],
  mode: OddsAcceptMode,
): Bet[] {
  const byKey = new Map(markets.map((m) => [marketKey(m), m]));
  return mapSelections(bets, (selection) => {
    const market = byKey.get(marketKey(selection));
    if (!market) return selection;
    const outcome = market.outcomes.find((o) => o.id === selection.outcomeId);
    const isSuspended = !isMarketOpen(market.status) || !outcome?.active;
    if (!outcome) {
      return selection.isSuspended ? selection : { ...selection, isSuspended };
    }
    const taken = isOddsChangeAccepted(mode, selection.acceptedOdds, outcome.odds);
    const next: Selection = {
      ...selection,
      odds: outcome.odds,
      active: outcome.active,
      isSuspended,
      acceptedOdds: taken ? outcome.odds : selection.acceptedOdds,
      isChanged: !taken,
    };
    const same =
      next.odds === selection.odds &&
      next.active === selection.active &&
      next.isSuspended === selection.isSuspended &&
      next.acceptedOdds === selection.acceptedOdds &&
      next.isChanged === selection.isChanged;
    return same ? selection : next;
  });
}

export function isSelectionAvailable(
  selection: Pick<Selection, 'matchStatus' | 'provider'>,
  providers: ProviderStatuses,
): boolean {
  return isBettable(selection.matchStatus) && providers[selection.provider] !== false;
}

function withAvailability(selection: Selection, providers: ProviderStatuses): Selection {
  const isNotAvailable = !isSelectionAvailable(selection, providers);
  return isNotAvailable === selection.isNotAvailable ? selection : { ...selection, isNotAvailable };
}

/** Custom bets are dropped when any of their legs is no longer prematch or live. */
export function dropStaleCustomBets(bets: readonly Bet[]): Bet[] {
  return bets.filter(
    (bet) => bet.betType !== 'custom_bet' || bet.selections.every((s) => isBettable(s.matchStatus)),
  );
}

export function applyMatchStatus(
  bets: readonly Bet[],
  matchId: string,
  status: MatchStatus,
  providers: ProviderStatuses,
): Bet[] {
  const updated = mapSelections(bets, (s) =>
    s.matchId === matchId && s.matchStatus !== status
      ? withAvailability({ ...s, matchStatus: status }, providers)
      : s,
  );
  return dropStaleCustomBets(updated);
}

/** A provider status change marks selections unavailable where their provider is no longer active. */
export function applyProviderStatuses(bets: readonly Bet[], providers: ProviderStatuses): Bet[] {
  return mapSelections(bets, (s) => withAvailability(s, providers));
}

/** Suspended or not-available selections are purged. */
export function purgeUnavailable(bets: readonly Bet[]): Bet[] {
  return removeWhere(bets, (s) => s.isSuspended || s.isNotAvailable);
}

/**
 * Against fresh match data (on restore or reload): selections of a listed match are dropped when the
 * match has no markets, or their market or outcome is missing; the rest take the match's status.
 * Matches not listed are left alone.
 */
export function dropMissing(
  bets: readonly Bet[],
  matches: readonly MatchMarkets[],
  providers: ProviderStatuses,
): Bet[] {
  const byMatch = new Map(matches.map((m) => [m.matchId, m]));
  const missing = (s: Selection): boolean => {
    const match = byMatch.get(s.matchId);
    if (!match) return false;
    const market = match.markets.find((m) => m.marketId === s.marketId && m.specifier === s.specifier);
    return !market?.outcomes.some((o) => o.id === s.outcomeId);
  };
  const kept = removeWhere(bets, missing);
  const updated = mapSelections(kept, (s) => {
    const match = byMatch.get(s.matchId);
    return match && match.status !== s.matchStatus
      ? withAvailability({ ...s, matchStatus: match.status }, providers)
      : s;
  });
  return dropStaleCustomBets(updated);
}

export function hasOddsChanges(bets: readonly Bet[]): boolean {
  return bets.some((bet) => bet.selections.some((s) => s.isChanged));
}

/** The player accepts every flagged price: accepted odds become the current ones. */
export function acceptOddsChanges(bets: readonly Bet[]): Bet[] {
  return mapSelections(bets, (s) => (s.isChanged ? { ...s, acceptedOdds: s.odds, isChanged: false } : s));
}
