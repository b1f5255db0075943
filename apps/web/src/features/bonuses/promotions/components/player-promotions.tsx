'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAuth } from '@/features/account/auth-store';
import { openModal } from '@/features/modals/modal-store';
import { Button } from '@/shared/ui/button';
import { TournamentsSection } from '../../tournaments/tournaments-section';
import { BonusDetails } from './bonus-details';
import { BonusDialog } from './bonus-dialog';
import { MyBonuses } from './my-bonuses';
import { PromoCodeForm } from './promo-code-form';
import styles from './promotions.module.css';

interface OpenedBonus {
  id: string;
  type: string;
  title: string;
}

/**
 * The player's part of /promotions: "My bonuses" and promo-code entry for a signed-in player (each card opens the
 * bonus detail modal), a sign-in call to action for a visitor. The public campaigns follow on the page.
 */
export function PlayerPromotions() {
  const t = useTranslations('promotions');
  const tAccount = useTranslations('account');
  const status = useAuth((state) => state.status);
  const playerId = useAuth((state) => (state.status === 'logged_in' ? state.player.id : null));
  const [opened, setOpened] = useState<OpenedBonus | null>(null);

  if (status === 'unknown' || status === 'pending') return <p role="status">{t('loading')}</p>;
  if (playerId === null) {
    return (
      <div className={styles.promo}>
        <p className={styles.message}>{t('sign-in-text')}</p>
        <Button onClick={() => openModal('signIn')}>{tAccount('sign-in')}</Button>
      </div>
    );
  }
  return (
    <div className={styles.view}>
      <MyBonuses playerId={playerId} onOpen={setOpened} />
      <PromoCodeForm playerId={playerId} onOpen={setOpened} />
      <TournamentsSection playerId={playerId} />
      {opened ? (
        <BonusDialog title={opened.title} onClose={() => setOpened(null)}>
          <BonusDetails playerId={playerId} bonus={opened} />
        </BonusDialog>
      ) : null}
    </div>
  );
}
