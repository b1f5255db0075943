'use client';

import type { Locale } from '@sportsbook/contracts/locales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { readAgain } from '@/shared/api/query-client';
import { usePathChange } from '@/shared/routing/use-path-change';
import { IconGlyph } from '@/shared/ui/icons';
import {
  markAllNotificationsRead,
  markNotificationsRead,
  notificationKeys,
  notificationsQueryOptions,
  unreadCountQueryOptions,
} from '../api/notifications';
import styles from './notifications.module.css';
import { NotificationsPanel } from './notifications-panel';

/**
 * The header's notification bell of a signed-in player: the unread count as a badge (and in the button's name),
 * and the panel listing the newest notifications (a popover on desktop, a sheet on phones). Escape or a click
 * outside closes the panel and gives focus back to the bell.
 */
export function NotificationBell({ playerId }: { playerId: number }) {
  const t = useTranslations('notifications');
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const unread = useQuery(unreadCountQueryOptions(playerId)).data?.unread ?? 0;
  const list = useQuery({ ...notificationsQueryOptions(playerId, locale), enabled: open });

  const afterRead = (counters: { unread: number }) => {
    queryClient.setQueryData(notificationKeys.counters(playerId), counters);
    void readAgain(queryClient, [...notificationKeys.all(playerId), 'list']);
  };
  const readOne = useMutation({ mutationFn: markNotificationsRead, onSuccess: afterRead });
  const readAll = useMutation({ mutationFn: markAllNotificationsRead, onSuccess: afterRead });

  // A new page closes the panel.
  usePathChange(() => setOpen(false));

  useEffect(() => {
    if (!open) return;
    const close = () => {
      setOpen(false);
      bell.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.bellRoot} ref={root}>
      <button
        ref={bell}
        type="button"
        className={styles.bell}
        aria-label={unread > 0 ? t('bell', { count: unread }) : t('bell-none')}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="notification-bell"
        data-unread={unread}
        onClick={() => setOpen((value) => !value)}
      >
        <IconGlyph name="bell" size={18} />
        {unread > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <NotificationsPanel
          id={panelId}
          query={list}
          unread={unread}
          onOpenItem={(notification) => {
            if (!notification.read) readOne.mutate([notification.id]);
            setOpen(false);
          }}
          onReadAll={() => readAll.mutate()}
          onClose={() => {
            setOpen(false);
            bell.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
