import { betOdds } from '@sportsbook/domain/bet-returns';
import { comboboostQuote, legCounts } from '@sportsbook/domain/comboboost';
import { ODDS_SCALE } from '@sportsbook/domain/odds';
import { comboboostRange } from '@sportsbook/domain/slip/bonus';
import { usesFreebet } from '@sportsbook/domain/slip/freebet-offers';
import type { Bet } from '@sportsbook/domain/slip/types';

/**
 * What the slip shows of a combo's comboboost (spec part 2 §3, domain comboboost.ts): the boost of the range its
 * qualifying legs reach with the boosted total odds and the win it adds, or how many qualifying legs it still
 * needs for the next range. Nothing for a bet without a comboboost offer, or staked with a freebet (one bonus per
 * bet: the freebet replaces it).
 */
export type ComboboostView =
  | {
      kind: 'boost';
      bonusId: string;
      /** The player's choice: false once turned off (the figures still show what it would give). */
      on: boolean;
      /** Thousandths, the active range's multiplier (1100 = +10%). */
      bonusOdds: number;
      plainOdds: number;
      boostedOdds: number;
      /** Minor units the boost adds to the potential return at the bet's stake. */
      extraWin: number;
    }
  | { kind: 'short'; bonusId: string; needed: number; minOdds: number; bonusOdds: number };

export function comboboostView(bet: Bet): ComboboostView | undefined {
  const offer = bet.availableBonuses.comboboost;
  if (!offer || bet.betType !== 'combo' || bet.placed || usesFreebet(bet)) return undefined;
  const range = comboboostRange(offer, bet.selections);
  if (range) {
    const legOdds = bet.selections.map((s) => s.acceptedOdds);
    const quote = comboboostQuote(legOdds, range.bonusOdds, bet.stake);
    return {
      kind: 'boost',
      bonusId: offer.bonusId,
      on: bet.bonus?.bonusType === 'comboboost',
      bonusOdds: range.bonusOdds,
      plainOdds: betOdds(bet) ?? ODDS_SCALE,
      boostedOdds: quote.odds,
      extraWin: quote.extraWin,
    };
  }
  const eligible = offer.eligibleMatchIds;
  const counted = bet.selections.filter((s) =>
    legCounts(offer.minOdds, s.acceptedOdds, eligible?.includes(s.matchId) ?? true),
  ).length;
  const next = offer.ranges.find((r) => r.minCount > counted);
  if (!next) return undefined;
  return {
    kind: 'short',
    bonusId: offer.bonusId,
    needed: next.minCount - counted,
    minOdds: offer.minOdds,
    bonusOdds: next.bonusOdds,
  };
}

/** A boost as a signed share of the odds: 1100 thousandths is +10%. */
export function boostShare(bonusOdds: number): number {
  return (bonusOdds - ODDS_SCALE) / ODDS_SCALE;
}

/** A boost as the player reads it: 1100 thousandths is "+10%" in the player's locale (the slip and My bets). */
export function formatBoost(bonusOdds: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 1,
  }).format(boostShare(bonusOdds));
}
