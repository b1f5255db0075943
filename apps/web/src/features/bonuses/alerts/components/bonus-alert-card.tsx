'use client';

import type { Locale } from '@sportsbook/contracts/locales';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { localePath } from '@/shared/i18n/locale-path';
import { formatMoney } from '@/shared/money/money-format';
import { pages } from '@/shared/routing/routes';
import { Button } from '@/shared/ui/button';
import { buttonClassName } from '@/shared/ui/button-link';
import type { BonusAlertContent } from '../model/alert-content';
import { boostPercent } from '../model/alert-content';
import styles from './bonus-alert.module.css';

/** Typing in these keeps its Escape: the card closes on Escape only when the player is not editing a field. */
function editing(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

/**
 * One bonus alert card (spec part 2 §2): what was issued, "view" (to /promotions) and "close". A non-modal
 * dialog: it never takes the focus, so a form the player is typing in keeps it; Escape closes it from anywhere
 * but a field being edited. `hidden` keeps it in the background while a modal shows.
 */
export function BonusAlertCard({
  content,
  hidden = false,
  onClose,
}: {
  content: BonusAlertContent;
  hidden?: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('bonus-alert');
  const locale = useLocale() as Locale;
  const titleId = useId();
  const card = useRef<HTMLElement>(null);

  useEffect(() => {
    if (hidden) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const active = document.activeElement;
      if (card.current?.contains(active) || !editing(active)) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hidden, onClose]);

  const kind = t(`kind.${content.type}`);
  return (
    <section ref={card} role="dialog" aria-labelledby={titleId} className={styles.card} hidden={hidden}>
      <h2 id={titleId} className={styles.title}>
        {content.title ?? t('new-bonus')}
      </h2>
      {content.type === 'comboboost' ? (
        <p className={styles.amount}>
          {t('comboboost-odds', { kind, percent: boostPercent(content.bestBonusOdds) })}
        </p>
      ) : (
        <>
          <p className={styles.amount}>
            {t('freebet-amount', { kind, amount: formatMoney(content.amount, content.currency, locale) })}
          </p>
          <p className={styles.pays}>{t(`pays.${content.type}`)}</p>
        </>
      )}
      <div className={styles.actions}>
        <Link
          prefetch={false}
          href={localePath(locale, pages.promotions.path)}
          className={buttonClassName('primary', true)}
          onClick={onClose}
        >
          {t('view')}
        </Link>
        <Button variant="secondary" small onClick={onClose}>
          {t('close')}
        </Button>
      </div>
    </section>
  );
}
