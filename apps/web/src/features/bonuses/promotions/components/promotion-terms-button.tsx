'use client';

import type { Locale } from '@sportsbook/contracts/locales';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { getPromotionTerms } from '@/features/bonuses/promotions/api/public-promotions';
import { Button } from '@/shared/ui/button';
import { BonusDialog } from './bonus-dialog';
import styles from './promotions.module.css';

function PromotionTermsText({ termsId }: { termsId: string }) {
  const t = useTranslations('promotions');
  const locale = useLocale() as Locale;
  const terms = useQuery({
    queryKey: ['promotions', 'terms', termsId, locale],
    queryFn: ({ signal }) => getPromotionTerms(termsId, locale, signal),
  });
  if (terms.isPending) return <p role="status">{t('loading')}</p>;
  if (terms.isError) return <p role="alert">{t('load-failed')}</p>;
  return <p className={styles.terms}>{terms.data.terms}</p>;
}

/** A public campaign's terms in a modal, loaded by its terms id when opened. */
export function PromotionTermsButton({ termsId, title }: { termsId: string; title: string }) {
  const t = useTranslations('promotions');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" small onClick={() => setOpen(true)} aria-label={`${t('terms')}: ${title}`}>
        {t('terms')}
      </Button>
      {open ? (
        <BonusDialog title={`${t('terms')}: ${title}`} onClose={() => setOpen(false)}>
          <PromotionTermsText termsId={termsId} />
        </BonusDialog>
      ) : null}
    </>
  );
}
