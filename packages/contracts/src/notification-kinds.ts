/**
 * The kinds of player notifications and what a notification links to, without zod so the browser's real-time
 * reader (`realtime-read`) can check them (docs/decisions/029). Each kind is one event the server records.
 */
export const NOTIFICATION_KINDS = [
  'bet_won',
  'bet_lost',
  'bet_void',
  'bet_cashed_out',
  'bet_refunded',
  'bonus_issued',
  'deposit_paid',
  'deposit_declined',
  'limit_changed',
  'exclusion_ended',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification opens: the bet in My bets, or the bonus on the promotions page. */
export const NOTIFICATION_OBJECT_TYPES = ['bet', 'bonus'] as const;
export type NotificationObjectType = (typeof NOTIFICATION_OBJECT_TYPES)[number];
