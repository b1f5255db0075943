import { isLocale, type Locale } from '@sportsbook/contracts/locales';
import type { NotificationKind } from '@sportsbook/contracts/notification-kinds';
import type { Notification } from '@sportsbook/contracts/notifications';
import { findCurrency, toMajorString } from '@sportsbook/domain/money';
import type { NotificationParams } from '../../db/schema/notifications';
import type { NotificationRow } from './repository';
import { NOTIFICATION_TEXTS, type NotificationTexts } from './templates';

/** An amount with its currency code ("12.50 EUR"), the same in every locale. */
function amountText(params: NotificationParams): string {
  const { amount, currency } = params;
  if (typeof amount !== 'number' || typeof currency !== 'string') return '';
  const known = findCurrency(currency);
  return known ? `${toMajorString(amount, known)} ${currency}` : `${amount} ${currency}`;
}

function fill(template: string, params: NotificationParams): string {
  return template.replaceAll('{bet}', String(params.bet_id ?? '')).replaceAll('{amount}', amountText(params));
}

function captionOf(kind: NotificationKind, texts: NotificationTexts): string {
  if (kind === 'bonus_issued') return texts.captions.bonus;
  if (kind === 'deposit_paid' || kind === 'deposit_declined') return texts.captions.payment;
  return texts.captions.bet;
}

/** The locale to word notifications in: the one asked for, else the player's own (English for one unknown). */
export const notificationLocale = (asked: Locale | undefined, playerLocale: string): Locale =>
  asked ?? (isLocale(playerLocale) ? playerLocale : 'en');

/** A stored notification in the spec's shape, worded in the locale (docs/decisions/029). */
export function notificationView(row: NotificationRow, locale: Locale): Notification {
  const texts = NOTIFICATION_TEXTS[locale];
  return {
    id: String(row.id),
    type: row.kind,
    title: texts.titles[row.kind],
    caption: fill(captionOf(row.kind, texts), row.params),
    body: fill(texts.bodies[row.kind], row.params),
    object_type: row.objectType,
    object_id: row.objectId === null ? null : String(row.objectId),
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
