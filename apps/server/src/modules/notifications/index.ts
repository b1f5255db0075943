// The notifications module's public entry: other modules and app.ts import only from here (ADR 025).
export {
  bonusIssuedDraft,
  cashedOutDraft,
  depositDraft,
  exclusionEndedDraft,
  limitChangedDraft,
  refundedBetDraft,
  settledBetDraft,
} from './drafts';
export { type NotificationsEvent, type NotificationsPublished, recordNotifications } from './record';
export { NOTIFICATIONS_KEPT_PER_PLAYER, type NotificationDraft } from './repository';
export { notificationsRoutes, publishNotifications } from './routes';
