import {
  type ActivatedBonus,
  activatedBonusSchema,
  type BonusRef,
  bonusesResponseSchema,
  bonusRefSchema,
  bonusTermsSchema,
  type Comboboost,
  comboboostDetailsSchema,
  type Freebet,
  freebetDetailsSchema,
  markAsSeenResponseSchema,
} from '@sportsbook/contracts/bonuses';
import type { Locale } from '@sportsbook/contracts/locales';
import { isFreebetKind } from '@sportsbook/domain/bonus-kinds';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '@/shared/api/api-client';

/** The two lists of "My bonuses": comboboosts, and freebets of every kind. */
export const BONUS_SECTIONS = ['comboboost', 'freebet'] as const;
export type BonusSection = (typeof BONUS_SECTIONS)[number];

/** One bonus of the player's lists, whichever kind. */
export type PlayerBonus = Comboboost | Freebet;

/**
 * The list's status filter: `upcoming` is every bonus still ahead of the player, so an available comboboost can be
 * activated from it and a used or expired one leaves the page (ADR 028 "Promotions page").
 */
export const MY_BONUSES_STATUS = 'upcoming';

/**
 * GET /bonuses for one section: comboboosts by their type; freebets of every kind together (the call's `type`
 * names one kind only, so it is left out and the freebet list is read).
 */
export async function getSectionBonuses(
  section: BonusSection,
  limit: number,
  signal?: AbortSignal,
): Promise<PlayerBonus[]> {
  const answer = await apiCall('/api/sportsbook/bonuses', bonusesResponseSchema, {
    query: {
      status: MY_BONUSES_STATUS,
      limit_per_type: limit,
      type: section === 'comboboost' ? 'comboboost' : undefined,
    },
    signal,
  });
  return section === 'comboboost' ? answer.comboboost : answer.freebet;
}

/** The path segment of a bonus's kind in the details and terms calls. */
const kindPath = (type: string) => (isFreebetKind(type) ? 'freebets' : 'comboboosts');

export type BonusDetails = z.infer<typeof freebetDetailsSchema> | z.infer<typeof comboboostDetailsSchema>;

/** GET /bonuses/{freebets|comboboosts}/{id}?locale=: the bonus with its description in the locale. */
export function getBonusDetails(
  ref: { id: string; type: string },
  locale: Locale,
  signal?: AbortSignal,
): Promise<BonusDetails> {
  const path = `/api/sportsbook/bonuses/${kindPath(ref.type)}/${encodeURIComponent(ref.id)}`;
  return kindPath(ref.type) === 'freebets'
    ? apiCall(path, freebetDetailsSchema, { query: { locale }, signal })
    : apiCall(path, comboboostDetailsSchema, { query: { locale }, signal });
}

/** GET /bonuses/{freebets|comboboosts}/{id}/terms?locale=. */
export function getBonusTerms(ref: { id: string; type: string }, locale: Locale, signal?: AbortSignal) {
  const path = `/api/sportsbook/bonuses/${kindPath(ref.type)}/${encodeURIComponent(ref.id)}/terms`;
  return apiCall(path, bonusTermsSchema, { query: { locale }, signal });
}

/** POST /bonuses/{id}/activate: the bonus as it is now. */
export function activateBonus(id: string): Promise<ActivatedBonus> {
  return apiCall(`/api/sportsbook/bonuses/${encodeURIComponent(id)}/activate`, activatedBonusSchema, {
    method: 'POST',
  });
}

/** POST /bonuses/mark-as-seen with the bonuses the player has now been shown. */
export function markBonusesSeen(items: readonly { id: string; type: string }[]) {
  return apiCall('/api/sportsbook/bonuses/mark-as-seen', markAsSeenResponseSchema, {
    method: 'POST',
    body: items.map((item) => ({ id: Number(item.id), type: item.type })),
  });
}

/** POST /bonuses/promo-code: the bonus the code issued. */
export function redeemPromoCode(code: string): Promise<BonusRef> {
  return apiCall('/api/sportsbook/bonuses/promo-code', bonusRefSchema, { method: 'POST', body: { code } });
}

/** Cache keys of the player's bonus calls, all under `['bonuses', 'mine', playerId]`. */
export const myBonusesKeys = {
  player: (playerId: number) => ['bonuses', 'mine', playerId] as const,
  section: (playerId: number, section: BonusSection, limit: number) =>
    ['bonuses', 'mine', playerId, 'list', section, limit] as const,
  details: (playerId: number, id: string, locale: Locale) =>
    ['bonuses', 'mine', playerId, 'details', id, locale] as const,
  terms: (playerId: number, id: string, locale: Locale) =>
    ['bonuses', 'mine', playerId, 'terms', id, locale] as const,
};

/** One section's bonuses, asking one more than shown so "show more" knows whether there is more. */
export const sectionQueryOptions = (playerId: number, section: BonusSection, shown: number) =>
  queryOptions({
    queryKey: myBonusesKeys.section(playerId, section, shown),
    queryFn: ({ signal }) => getSectionBonuses(section, shown + 1, signal),
  });
