'use client';

import type { Locale } from '@sportsbook/contracts/locales';
import type { Notification, NotificationsResponse } from '@sportsbook/contracts/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { localePath } from '@/shared/i18n/locale-path';
import { pages } from '@/shared/routing/routes';
import { relativeTime } from '../relative-time';
import styles from './notifications.module.css';

/**
 * Where a notification leads: its bet in My bets, its bonus on the promotions page, a limit change or an
 * exclusion's end to the responsible-gambling page; null for none.
 */
export function notificationHref(notification: Notification, locale: Locale): string | null {
  if (notification.object_type === 'bet' && notification.object_id !== null)
    return `${localePath(locale, pages['bets-history'].path)}#bet-${notification.object_id}`;
  if (notification.object_type === 'bonus') return localePath(locale, pages.promotions.path);
  if (notification.type === 'limit_changed' || notification.type === 'exclusion_ended')
    return localePath(locale, pages['responsible-gambling'].path);
  return null;
}

function NotificationItem({
  notification,
  now,
  onOpen,
}: {
  notification: Notification;
  now: number;
  onOpen: (notification: Notification) => void;
}) {
  const t = useTranslations('notifications');
  const locale = useLocale() as Locale;
  const href = notificationHref(notification, locale);
  const content = (
    <>
      <span className={styles.itemHead}>
        <span className={styles.itemTitle}>{notification.title}</span>
        {notification.read ? null : <span className={styles.dot}>{t('unread')}</span>}
      </span>
      <span className={styles.itemCaption}>{notification.caption}</span>
      <span className={styles.itemBody}>{notification.body}</span>
      <time className={styles.itemTime} dateTime={notification.created_at}>
        {relativeTime(notification.created_at, now, locale)}
      </time>
    </>
  );
  return (
    <li className={styles.item} data-notification-id={notification.id} data-read={notification.read}>
      {href ? (
        <Link prefetch={false} href={href} className={styles.itemLink} onClick={() => onOpen(notification)}>
          {content}
        </Link>
      ) : (
        <button type="button" className={styles.itemLink} onClick={() => onOpen(notification)}>
          {content}
        </button>
      )}
    </li>
  );
}

/**
 * The list of the player's newest notifications, newest first, with the time since each; opening one marks it
 * read. A non-modal dialog that takes focus when it opens (the bell closes it and takes focus back).
 */
export function NotificationsPanel({
  id,
  query,
  unread,
  onOpenItem,
  onReadAll,
  onClose,
}: {
  id: string;
  query: UseQueryResult<NotificationsResponse>;
  unread: number;
  onOpenItem: (notification: Notification) => void;
  onReadAll: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('notifications');
  const headingId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  const now = Date.now();
  const items = query.data?.data ?? [];

  return (
    <div
      id={id}
      ref={panel}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      className={styles.panel}
      data-testid="notifications-panel"
    >
      <div className={styles.panelHeader}>
        <h2 id={headingId} className={styles.heading}>
          {t('title')}
        </h2>
        <button type="button" className={styles.action} onClick={onReadAll} disabled={unread === 0}>
          {t('mark-all-read')}
        </button>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
          ×
        </button>
      </div>
      {query.isPending ? (
        <p role="status" className={styles.note}>
          {t('loading')}
        </p>
      ) : query.isError ? (
        <p role="alert" className={styles.note}>
          {t('error')}
        </p>
      ) : items.length === 0 ? (
        <p className={styles.note}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              now={now}
              onOpen={onOpenItem}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
