'use client';

import { BONUS_LIST_PAGE_SIZE } from '@sportsbook/contracts/bonuses';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import {
  BONUS_SECTIONS,
  type BonusSection,
  markBonusesSeen,
  sectionQueryOptions,
} from '@/features/bonuses/promotions/api/player-bonuses';
import { useActivateBonus } from '@/features/bonuses/promotions/api/use-bonus-actions';
import {
  type BonusCardView,
  bonusCardView,
  pageOfBonuses,
  unseenRefs,
} from '@/features/bonuses/promotions/model/bonus-card-view';
import { Button } from '@/shared/ui/button';
import { BonusCard } from './bonus-card';
import styles from './promotions.module.css';

type OpenBonus = (bonus: { id: string; type: string; title: string }) => void;

/**
 * One kind's bonuses, a page of four (spec part 2 §9) and "show more"; the unseen ones shown are marked as seen
 * once (spec part 2 §5: only those whose seen flag is false).
 */
function BonusSectionList({
  playerId,
  section,
  onOpen,
  markSeen,
}: {
  playerId: number;
  section: BonusSection;
  onOpen: OpenBonus;
  markSeen: (shown: readonly BonusCardView[]) => void;
}) {
  const t = useTranslations('promotions');
  const [shown, setShown] = useState(BONUS_LIST_PAGE_SIZE);
  const query = useQuery({
    ...sectionQueryOptions(playerId, section, shown),
    placeholderData: (last) => last,
  });
  const activation = useActivateBonus(playerId);
  const page = pageOfBonuses((query.data ?? []).map(bonusCardView), shown);

  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData) markSeen(page.items);
  });

  const headingId = `my-bonuses-${section}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t(`sections.${section}`)}
      </h3>
      {query.isPending ? <p role="status">{t('loading')}</p> : null}
      {query.isError ? <p role="alert">{t('load-failed')}</p> : null}
      {query.isSuccess && page.items.length === 0 ? (
        <p className={styles.meta}>{t(`empty.${section}`)}</p>
      ) : null}
      {page.items.length > 0 ? (
        <ul className={styles.grid}>
          {page.items.map((bonus) => (
            <li key={bonus.id}>
              <BonusCard
                bonus={bonus}
                onOpen={() =>
                  onOpen({ id: bonus.id, type: bonus.type, title: bonus.title ?? t(`kind.${bonus.type}`) })
                }
                onActivate={() => activation.mutate(bonus.id)}
                activating={activation.isPending && activation.variables === bonus.id}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {activation.isError ? <p role="alert">{t('activate-failed')}</p> : null}
      {page.hasMore ? (
        <div>
          <Button variant="secondary" onClick={() => setShown((count) => count + BONUS_LIST_PAGE_SIZE)}>
            {t('show-more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * "My bonuses": the signed-in player's bonuses still ahead of them, by kind. Marks the unseen ones shown as
 * seen, each once per page view: a refetch before the server's answer must not send them again.
 */
export function MyBonuses({ playerId, onOpen }: { playerId: number; onOpen: OpenBonus }) {
  const t = useTranslations('promotions');
  const sent = useRef(new Set<string>());
  const markSeen = (shown: readonly BonusCardView[]) => {
    const fresh = unseenRefs(shown, sent.current);
    if (fresh.length === 0) return;
    for (const item of fresh) sent.current.add(item.id);
    markBonusesSeen(fresh).catch(() => {
      // Not marked: the next page view tries again.
      for (const item of fresh) sent.current.delete(item.id);
    });
  };
  return (
    <section className={styles.view} aria-labelledby="my-bonuses">
      <h2 id="my-bonuses" className={styles.heading}>
        {t('mine')}
      </h2>
      {BONUS_SECTIONS.map((section) => (
        <BonusSectionList
          key={section}
          playerId={playerId}
          section={section}
          onOpen={onOpen}
          markSeen={markSeen}
        />
      ))}
    </section>
  );
}
