import {
  comboboostDetailsSchema,
  freebetDetailsSchema,
  markAsSeenResponseSchema,
} from '@sportsbook/contracts/bonuses';
import type { Locale } from '@sportsbook/contracts/locales';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-client';
import { type BonusAlertContent, bonusAlertContent } from '../model/alert-content';
import type { IssuedBonus } from '../model/alert-queue';

/** GET /bonuses/{comboboosts|freebets}/{id}?locale=: the issued bonus in the player's locale, as its card shows it. */
export async function getIssuedBonus(
  bonus: IssuedBonus,
  locale: Locale,
  signal?: AbortSignal,
): Promise<BonusAlertContent> {
  const query = { locale };
  const details =
    bonus.type === 'comboboost'
      ? await apiCall(`/api/sportsbook/bonuses/comboboosts/${bonus.id}`, comboboostDetailsSchema, {
          query,
          signal,
        })
      : await apiCall(`/api/sportsbook/bonuses/freebets/${bonus.id}`, freebetDetailsSchema, {
          query,
          signal,
        });
  return bonusAlertContent(details);
}

export const issuedBonusQueryOptions = (bonus: IssuedBonus, locale: Locale) =>
  queryOptions({
    queryKey: ['bonuses', 'alert', bonus.type, bonus.id, locale] as const,
    queryFn: ({ signal }) => getIssuedBonus(bonus, locale, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST /bonuses/mark-as-seen for the bonus whose card the player closed. */
export async function markBonusSeen(bonus: IssuedBonus): Promise<void> {
  await apiCall('/api/sportsbook/bonuses/mark-as-seen', markAsSeenResponseSchema, {
    method: 'POST',
    body: [{ id: Number(bonus.id), type: bonus.type }],
  });
}
