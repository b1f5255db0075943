'use client';

import type { Lootbox } from '@sportsbook/contracts/lootboxes';
import { chestImage } from '@sportsbook/domain/lootboxes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRefreshBonuses } from '@/features/bonuses/promotions/api/use-bonus-actions';
import { formatMoney } from '@/shared/money/money-format';
import { Button } from '@/shared/ui/button';
import { lootboxesQueryOptions, openLootbox } from './api';
import styles from './lootboxes.module.css';

/** The chest image's size on the card by its size name (the SVGs are drawn at these sizes). */
const CHEST_PIXELS = { small: 64, medium: 88, large: 112 } as const;

/** One chest: its image by rank (closed, or open once opened), and the open button or what it held. */
function LootboxCard({ box, playerId }: { box: Lootbox; playerId: number }) {
  const t = useTranslations('lootboxes');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const refreshBonuses = useRefreshBonuses(playerId);
  const opening = useMutation({
    mutationFn: () => openLootbox(box.id),
    onSuccess: (opened) => {
      queryClient.setQueryData(lootboxesQueryOptions(playerId).queryKey, (list) =>
        list?.map((row) => (row.id === opened.id ? opened : row)),
      );
      // The prize is a freebet: the slip's and My bonuses' lists show it at once.
      void refreshBonuses();
    },
  });
  const opened = box.status === 'opened';
  const headingId = `lootbox-${box.id}`;
  return (
    <li>
      <article className={styles.card} aria-labelledby={headingId} data-lootbox-id={box.id}>
        {/* A small SVG of our own: nothing for the image optimiser to do, and no layout shift at a fixed size. */}
        {/* biome-ignore lint/performance/noImgElement: see above */}
        <img
          src={`/images/lootboxes/${chestImage(box.rank, opened)}`}
          alt={t(`rank.${box.rank}`)}
          width={CHEST_PIXELS[box.chest_size]}
          height={CHEST_PIXELS[box.chest_size]}
        />
        <h4 id={headingId} className={styles.cardTitle}>
          {box.title}
        </h4>
        <p className={styles.muted}>{t(`rank.${box.rank}`)}</p>
        {opened ? (
          <p className={styles.prize} role="status">
            {box.prize
              ? t('prize', { amount: formatMoney(box.prize.amount, box.prize.currency, locale) })
              : t('empty-chest')}
          </p>
        ) : (
          <Button onClick={() => opening.mutate()} disabled={opening.isPending}>
            {opening.isPending ? t('opening') : t('open')}
          </Button>
        )}
        {opening.isError ? (
          <p className={styles.muted} role="alert">
            {t('open-failed')}
          </p>
        ) : null}
      </article>
    </li>
  );
}

/** The player's chests, unopened first (spec part 2 §9: the list's default is the active ones). */
export function LootboxCards({ playerId }: { playerId: number }) {
  const t = useTranslations('lootboxes');
  const query = useQuery(lootboxesQueryOptions(playerId));
  const boxes = [...(query.data ?? [])].sort(
    (a, b) => Number(a.status === 'opened') - Number(b.status === 'opened'),
  );
  return (
    <section className={styles.section} aria-labelledby="lootboxes-title">
      <h3 id="lootboxes-title" className={styles.title}>
        {t('title')}
      </h3>
      {query.isPending ? <p role="status">{t('loading')}</p> : null}
      {query.isSuccess && boxes.length === 0 ? <p className={styles.muted}>{t('empty')}</p> : null}
      {boxes.length > 0 ? (
        <ul className={styles.grid}>
          {boxes.map((box) => (
            <LootboxCard key={box.id} box={box} playerId={playerId} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
