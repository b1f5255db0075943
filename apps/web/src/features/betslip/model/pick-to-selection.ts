import { isMatchStatus, MATCH_STATUS } from '@sportsbook/domain/match-status';
import { selectionKey } from '@sportsbook/domain/selection-key';
import { newSelection, type Selection } from '@sportsbook/domain/slip/types';
import type { OutcomeSelection } from '../../../shared/betting/outcome-selection';

/**
 * An odds button's pick as a slip selection (the domain's shape): the price shown is the accepted and initial
 * price. The catalogue does not hand over slugs, sport or competitors, so the match name stands for both sides.
 */
export function selectionFromPick(pick: OutcomeSelection): Selection {
  return newSelection({
    matchId: String(pick.matchId),
    matchUrnId: '',
    matchSlug: '',
    // A status the domain does not know cannot take bets: treat it as closed.
    matchStatus: isMatchStatus(pick.matchStatus) ? pick.matchStatus : MATCH_STATUS.closed,
    marketId: String(pick.marketId),
    marketName: pick.marketName,
    marketGroup: '',
    specifier: pick.specifier,
    outcomeId: pick.outcomeId,
    outcomeName: pick.outcomeName,
    odds: pick.odds,
    provider: pick.provider,
    sportKey: '',
    nameA: pick.matchName,
    nameB: '',
    categoryName: '',
    group: 'regular',
  });
}

/** The catalogue's key of a slip selection (what its odds button shows as picked). */
export function pickKeyOf(
  selection: Pick<Selection, 'matchId' | 'marketId' | 'specifier' | 'outcomeId'>,
): string {
  return selectionKey({
    matchId: Number(selection.matchId),
    marketId: Number(selection.marketId),
    specifier: selection.specifier,
    outcomeId: selection.outcomeId,
  });
}

/** The match's name as the slip shows it. */
export function matchNameOf(selection: Pick<Selection, 'nameA' | 'nameB'>): string {
  return selection.nameB ? `${selection.nameA} – ${selection.nameB}` : selection.nameA;
}
