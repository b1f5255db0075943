import type { BonusOffersBody, BonusOffersResponse } from '@sportsbook/contracts/bonus-offers';
import { meetsEventConditions } from '@sportsbook/domain/bonus-conditions';
import {
  activeRangeIndex,
  type ComboboostLeg,
  comboboostUsable,
  qualifyingLegs,
} from '@sportsbook/domain/comboboost';
import { freebetSuitability } from '@sportsbook/domain/freebets';
import { combineOdds } from '@sportsbook/domain/odds';
import type { Database } from '../../db/client';
import { eventRefs, type IssuedComboboostTerms, playerComboboostTerms } from './comboboost-use';
import { freebetStatuses } from './player-bonuses';
import { freebetTerms, listFreebets } from './repository';

type OfferBet = BonusOffersBody['bets'][number];
type Offers = BonusOffersResponse['data'][number];

/** A bet's odds as the freebet rules read them: a single's price, a combo's combined one, none for the rest. */
function betOddsOf(bet: OfferBet): number | undefined {
  const odds = bet.selections.map((s) => s.odds);
  if (bet.type === 'single') return odds.length === 1 ? odds[0] : undefined;
  return bet.type === 'combo' ? combineOdds(odds) : undefined;
}

/**
 * The comboboost offer of a bet: the first of the player's usable comboboosts whose range the bet reaches, else
 * the first usable one (the slip shows how many legs more it needs). Legs at the odds the slip shows; placement
 * checks again at its own prices.
 */
function comboboostOffer(
  usable: readonly IssuedComboboostTerms[],
  bet: OfferBet,
  legs: readonly (ComboboostLeg & { matchId: string })[],
): Offers['comboboost'] {
  const offers = usable.map(({ id, terms }) => {
    const suitable = qualifyingLegs(terms, legs);
    const index = bet.type === 'combo' ? activeRangeIndex(terms.ranges, suitable.length) : undefined;
    const eligible = legs.filter((leg) => meetsEventConditions(leg.event, terms.eventConditions));
    return {
      bonusId: String(id),
      status: 'active' as const,
      minOdds: terms.minOdds,
      ranges: terms.ranges.map((r) => ({ ...r })),
      eligibleMatchIds: [...new Set(eligible.map((leg) => leg.matchId))],
      ...(index === undefined ? {} : { activeRangeIndex: index }),
      suitableSelections: suitable,
    };
  });
  return offers.find((offer) => offer.activeRangeIndex !== undefined) ?? offers[0];
}

/**
 * `POST /bonuses`: per bet of the slip, the player's freebets whose terms fit it (domain `freebetSuitability`)
 * and the comboboost that applies (domain `qualifyingLegs`, `activeRangeIndex`, the events' catalogue levels
 * against its conditions). Only usable bonuses are offered (ADR 028, "Statuses"): freebets active, comboboosts
 * activated with uses and time left, neither deactivated, overridden nor held by its campaign.
 */
export async function bonusOffers(
  db: Database,
  player: { id: number; currency: string },
  body: BonusOffersBody,
  now: Date,
): Promise<BonusOffersResponse> {
  const refs = await eventRefs(
    db,
    body.bets.flatMap((bet) => bet.selections.map((s) => s.match_id)),
  );
  const rows = await listFreebets(db, player.id, now, { activeOnly: true });
  const statuses = await freebetStatuses(db, player.id, rows, now);
  // A deactivated, overridden or held freebet is refused by the suitability check, so it is never offered.
  const freebets = rows.map((row) => ({
    id: String(row.id),
    terms: { ...freebetTerms(row), bonusStatus: statuses.get(row.id) },
  }));
  const usable = (await playerComboboostTerms(db, player.id, now)).filter(
    (c) => comboboostUsable(c.terms, now.getTime()) === undefined,
  );
  const data = body.bets.map((bet): Offers => {
    const legs = bet.selections.flatMap((s, position) => {
      const found = refs.get(s.match_id);
      if (!found) return [];
      return [
        { id: s.id ?? String(position), odds: s.odds, event: found.event, matchId: String(s.match_id) },
      ];
    });
    const candidate = {
      betType: bet.type,
      currency: player.currency,
      odds: betOddsOf(bet),
      legs: bet.selections.map((s) => ({ live: refs.get(s.match_id)?.live ?? false })),
    };
    const freebet = freebets.flatMap(({ id, terms }) =>
      freebetSuitability(terms, candidate, now.getTime()).ok
        ? [{ bonusId: id, bonusType: terms.kind ?? 'freebet', amount: terms.amount }]
        : [],
    );
    const comboboost = legs.length === bet.selections.length ? comboboostOffer(usable, bet, legs) : undefined;
    return comboboost ? { comboboost, freebet } : { freebet };
  });
  return { data };
}
