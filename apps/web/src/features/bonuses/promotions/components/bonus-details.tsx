'use client';

import type { Locale } from '@sportsbook/contracts/locales';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  getBonusDetails,
  getBonusTerms,
  myBonusesKeys,
} from '@/features/bonuses/promotions/api/player-bonuses';
import { useActivateBonus } from '@/features/bonuses/promotions/api/use-bonus-actions';
import { bonusCardView } from '@/features/bonuses/promotions/model/bonus-card-view';
import { formatMoney } from '@/shared/money/money-format';
import { useOddsFormatter } from '@/shared/odds/use-odds-type';
import { Button } from '@/shared/ui/button';
import { useValidToText } from './bonus-card';
import styles from './promotions.module.css';

/** A comboboost's bonus odds (thousandths) as the multiplier it is, in the locale's digits. */
function multiplierText(thousandths: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(
    thousandths / 1000,
  );
}

/** The terms of a bonus by id, in the locale, loaded when the player asks for them. */
function BonusTerms({ playerId, bonus }: { playerId: number; bonus: { id: string; type: string } }) {
  const t = useTranslations('promotions');
  const locale = useLocale() as Locale;
  const terms = useQuery({
    queryKey: myBonusesKeys.terms(playerId, bonus.id, locale),
    queryFn: ({ signal }) => getBonusTerms(bonus, locale, signal),
  });
  if (terms.isPending) return <p role="status">{t('loading')}</p>;
  if (terms.isError) return <p role="alert">{t('load-failed')}</p>;
  return (
    <section className={styles.terms} aria-label={t('terms')}>
      <h3>{t('terms')}</h3>
      <p>{terms.data.terms}</p>
    </section>
  );
}

/**
 * The bonus detail modal's content (spec part 2 §2 "bonus detail"): the bonus by id in the player's locale, its
 * terms on demand, and activation while it waits for it.
 */
export function BonusDetails({ playerId, bonus }: { playerId: number; bonus: { id: string; type: string } }) {
  const t = useTranslations('promotions');
  const locale = useLocale() as Locale;
  const validTo = useValidToText();
  const formatOdds = useOddsFormatter();
  const [showTerms, setShowTerms] = useState(false);
  const activation = useActivateBonus(playerId);
  const details = useQuery({
    queryKey: myBonusesKeys.details(playerId, bonus.id, locale),
    queryFn: ({ signal }) => getBonusDetails(bonus, locale, signal),
  });
  if (details.isPending) return <p role="status">{t('loading')}</p>;
  if (details.isError) return <p role="alert">{t('load-failed')}</p>;
  const data = details.data;
  const view = bonusCardView(data);
  return (
    <>
      <p>{data.description}</p>
      <dl className={styles.facts}>
        {view.amount ? (
          <>
            <dt>{t('detail.amount')}</dt>
            <dd>{formatMoney(view.amount.minor, view.amount.currency, locale)}</dd>
          </>
        ) : null}
        <dt>{t('detail.status')}</dt>
        <dd>{t(`status.${view.status}`)}</dd>
        <dt>{t('detail.valid-to')}</dt>
        <dd>{validTo(view.validTo)}</dd>
        {data.min_odds !== null ? (
          <>
            <dt>{t('detail.min-odds')}</dt>
            <dd>{formatOdds(data.min_odds)}</dd>
          </>
        ) : null}
        {data.type !== 'comboboost' ? (
          <>
            {data.max_odds !== null ? (
              <>
                <dt>{t('detail.max-odds')}</dt>
                <dd>{formatOdds(data.max_odds)}</dd>
              </>
            ) : null}
            <dt>{t('detail.selections')}</dt>
            <dd>
              {data.selection_count_to === null
                ? t('detail.selections-from', { from: data.selection_count_from })
                : t('detail.selections-range', {
                    from: data.selection_count_from,
                    to: data.selection_count_to,
                  })}
            </dd>
            <dt>{t('detail.match-status')}</dt>
            <dd>{t(`detail.match.${data.match_status}`)}</dd>
          </>
        ) : (
          <>
            <dt>{t('detail.ranges')}</dt>
            <dd>
              <ul>
                {data.ranges.map((range) => (
                  <li key={range.min_count}>
                    {t('detail.range', {
                      min: range.min_count,
                      max: range.max_count,
                      odds: multiplierText(range.bonus_odds, locale),
                    })}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
      <div className={styles.actions}>
        {view.canActivate ? (
          <Button
            onClick={() => activation.mutate(bonus.id, { onSuccess: () => details.refetch() })}
            disabled={activation.isPending}
          >
            {activation.isPending ? t('activating') : t('activate')}
          </Button>
        ) : null}
        <Button variant="secondary" aria-expanded={showTerms} onClick={() => setShowTerms((shown) => !shown)}>
          {showTerms ? t('hide-terms') : t('show-terms')}
        </Button>
      </div>
      {activation.isError ? <p role="alert">{t('activate-failed')}</p> : null}
      {showTerms ? <BonusTerms playerId={playerId} bonus={bonus} /> : null}
    </>
  );
}
