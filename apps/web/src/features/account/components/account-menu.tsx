'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '@/features/account/auth-store';
import { signOut } from '@/features/account/session';
import { localePath } from '@/shared/i18n/locale-path';
import { pages } from '@/shared/routing/routes';
import { usePathChange } from '@/shared/routing/use-path-change';
import styles from './account-menu.module.css';

export const accountMenuStyles = styles;

function UserGlyph() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20a8 8 0 0 1 16 0" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The signed-in player's menu (a disclosure): who is signed in, the profile pages, what the wallet adds
 * (`children`), and sign-out. Escape and a click outside close it.
 */
export function AccountMenu({ children }: { children?: ReactNode }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const player = useAuth((state) => state.player);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  // A new page closes the menu.
  usePathChange(() => setOpen(false));

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const name = player.firstName ?? player.nickname ?? player.email ?? '';
  return (
    <div className={styles.menu} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserGlyph />
        <span className={styles.label}>{t('menu.label')}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.who}>{t('menu.signed-in-as', { name })}</p>
        <Link prefetch={false} className={styles.item} href={localePath(locale, pages.transactions.path)}>
          {t('menu.transactions')}
        </Link>
        <Link
          prefetch={false}
          className={styles.item}
          href={localePath(locale, pages['responsible-gambling'].path)}
        >
          {t('menu.responsible-gambling')}
        </Link>
        {children}
        <div className={styles.separator} />
        <button type="button" className={styles.item} onClick={() => void signOut().catch(() => undefined)}>
          {t('sign-out')}
        </button>
      </div>
    </div>
  );
}
