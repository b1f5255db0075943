'use client';

import type { AmbProgress } from '@sportsbook/contracts/lootboxes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { readAgain } from '@/shared/api/query-client';
import { useSiteSettings } from '@/shared/config/site-settings';
import { formatMoney } from '@/shared/money/money-format';
import { Button } from '@/shared/ui/button';
import { ambQueryOptions, joinAmb } from './api';
import styles from './lootboxes.module.css';

function AmbCard({ progress, playerId }: { progress: AmbProgress; playerId: number }) {
  const t = useTranslations('lootboxes');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const joining = useMutation({
    mutationFn: () => joinAmb(progress.id),
    onSuccess: () => readAgain(queryClient, ambQueryOptions(playerId).queryKey),
  });
  const labelId = `amb-${progress.id}`;
  return (
    <li className={styles.amb} data-amb-id={progress.id}>
      <h4 id={labelId} className={styles.cardTitle}>
        {progress.name}
      </h4>
      <p className={styles.muted}>
        {progress.ranges
          .map((range) => t('amb.range', { bets: range.number_of_bets, freebets: range.number_of_freebets }))
          .join(' · ')}
        {' · '}
        {t('amb.each', { amount: formatMoney(progress.issued_bonus_amount, progress.currency, locale) })}
      </p>
      {progress.joined ? (
        <>
          <progress
            className={styles.bar}
            aria-labelledby={labelId}
            max={progress.possible_progress_count}
            value={progress.progress_count}
          />
          <p className={styles.muted}>
            {t('amb.progress', {
              count: progress.progress_count,
              total: progress.possible_progress_count,
            })}
            {' · '}
            {t('amb.issued', { count: progress.issued_freebets_count })}
          </p>
        </>
      ) : (
        <Button small onClick={() => joining.mutate()} disabled={joining.isPending}>
          {t('amb.join')}
        </Button>
      )}
    </li>
  );
}

/** The amount-of-bets progress bars, behind the amb progress bar flag (spec part 2 §6). */
export function AmbProgressBars({ playerId }: { playerId: number }) {
  const t = useTranslations('lootboxes');
  const { ambProgressEnabled } = useSiteSettings();
  const query = useQuery({ ...ambQueryOptions(playerId), enabled: ambProgressEnabled });
  if (!ambProgressEnabled || !query.data || query.data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="amb-title">
      <h3 id="amb-title" className={styles.title}>
        {t('amb.title')}
      </h3>
      <ul className={styles.grid}>
        {query.data.map((progress) => (
          <AmbCard key={progress.id} progress={progress} playerId={playerId} />
        ))}
      </ul>
    </section>
  );
}
