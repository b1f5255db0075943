'use client';

import type { BonusRef } from '@sportsbook/contracts/bonuses';
import type { Locale } from '@sportsbook/contracts/locales';
import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { bonusAlertStore } from '@/features/bonuses/alerts/bonus-alert-store';
import { getBonusDetails, redeemPromoCode } from '@/features/bonuses/promotions/api/player-bonuses';
import { useRefreshBonuses } from '@/features/bonuses/promotions/api/use-bonus-actions';
import { promoCodeErrorKey } from '@/features/bonuses/promotions/model/promo-code-error';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form-fields';
import styles from './promotions.module.css';

/** The bonus a code issued, as the success message names it: its title in the locale, else its kind. */
interface IssuedBonus {
  id: string;
  type: BonusRef['type'];
  title: string | null;
}

/**
 * Promo-code entry (spec part 2 §7 POST /bonuses/promo-code): the issued bonus is named and the lists (the slip's
 * freebets too) refresh; a refusal says why in the player's language.
 */
export function PromoCodeForm({
  playerId,
  onOpen,
}: {
  playerId: number;
  onOpen: (bonus: { id: string; type: string; title: string }) => void;
}) {
  const t = useTranslations('promotions');
  const tError = useTranslations('error');
  const locale = useLocale() as Locale;
  const id = useId();
  const [code, setCode] = useState('');
  const refresh = useRefreshBonuses(playerId);
  const redeem = useMutation({
    mutationFn: async (entered: string): Promise<IssuedBonus> => {
      const issued = await redeemPromoCode(entered);
      // This form names the bonus: its alert card would say it twice.
      bonusAlertStore.announced(playerId, issued.id);
      // The answer names the bonus by id and kind; its title comes with its details in the player's locale.
      const details = await getBonusDetails(issued, locale).catch(() => null);
      return { id: issued.id, type: issued.type, title: details?.title ?? null };
    },
    onSuccess: () => {
      setCode('');
      return refresh();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entered = code.trim();
    if (entered === '' || redeem.isPending) return;
    redeem.mutate(entered);
  };

  const errorKey = redeem.isError ? promoCodeErrorKey(redeem.error) : null;
  const error = redeem.isError ? (errorKey ? tError(errorKey) : t('promo.failed')) : undefined;
  const issued = redeem.data;
  const issuedName = issued ? (issued.title ?? t(`kind.${issued.type}`)) : '';
  return (
    <form className={styles.promo} onSubmit={submit} aria-labelledby={`${id}-heading`} noValidate>
      <h2 id={`${id}-heading`} className={styles.promoHeading}>
        {t('promo.heading')}
      </h2>
      <TextField
        id={`${id}-code`}
        label={t('promo.label')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        required
        error={error}
      />
      <Button type="submit" disabled={redeem.isPending} aria-busy={redeem.isPending || undefined}>
        {redeem.isPending ? t('promo.pending') : t('promo.submit')}
      </Button>
      <div className={styles.message} aria-live="polite">
        {issued && redeem.isSuccess ? (
          <p className={styles.success}>
            {t('promo.success', { bonus: issuedName })}{' '}
            <Button
              variant="secondary"
              small
              onClick={() => onOpen({ id: issued.id, type: issued.type, title: issuedName })}
              aria-label={t('open-details', { title: issuedName })}
            >
              {t('details')}
            </Button>
          </p>
        ) : null}
      </div>
    </form>
  );
}
