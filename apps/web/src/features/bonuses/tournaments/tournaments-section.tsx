'use client';

import type { Hunting } from '@sportsbook/contracts/hunting';
import type { Locale } from '@sportsbook/contracts/locales';
import { realtimeChannels } from '@sportsbook/contracts/realtime';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useActivateBonus } from '@/features/bonuses/promotions/api/use-bonus-actions';
import { readAgain } from '@/shared/api/query-client';
import { formatMoney } from '@/shared/money/money-format';
import { useChannel } from '@/shared/realtime/use-channel';
import { Button } from '@/shared/ui/button';
import { getHuntingLists, getRating, huntingKeys } from './api';
import styles from './tournaments.module.css';

/**
 * The player's bonus hunting and tournaments on /promotions (ADR 035): a card per campaign with its progress and
 * a join button, the tournament's leaderboard with the player's own row marked, and the pool kept live by
 * `tournament_pool_changed` on the public channel. Joining one refreshes both lists (spec §4).
 */
export function TournamentsSection({ playerId }: { playerId: number }) {
  const t = useTranslations('tournaments');
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const lists = useQuery({
    queryKey: huntingKeys.lists(playerId, locale),
    queryFn: ({ signal }) => getHuntingLists(locale, signal),
  });
  // A pool moved: a settlement farmed, so the standings moved too.
  useChannel(realtimeChannels.publicUpdates(locale), (event) => {
    if (event.type === 'tournament_pool_changed') void readAgain(queryClient, huntingKeys.player(playerId));
  });

  if (lists.isPending) return <p role="status">{t('loading')}</p>;
  if (lists.isError) return <p role="alert">{t('error')}</p>;
  const campaigns = [...lists.data.tournaments, ...lists.data.huntings];
  return (
    <section className={styles.section} aria-labelledby="tournaments-title">
      <h2 id="tournaments-title" className={styles.heading}>
        {t('title')}
      </h2>
      {campaigns.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className={styles.grid}>
          {campaigns.map((campaign) => (
            <li key={campaign.id}>
              <FarmingCard campaign={campaign} playerId={playerId} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FarmingCard({
  campaign,
  playerId,
  locale,
}: {
  campaign: Hunting;
  playerId: number;
  locale: Locale;
}) {
  const t = useTranslations('tournaments');
  const queryClient = useQueryClient();
  const activate = useActivateBonus(playerId);
  const joined = campaign.status === 'active';
  const join = () =>
    activate.mutate(campaign.id, {
      onSuccess: () => readAgain(queryClient, huntingKeys.player(playerId)),
    });
  const { farming } = campaign;
  const next = farming.available_points + farming.potential_points;
  return (
    <article className={styles.card} aria-labelledby={`farming-${campaign.id}`}>
      <p className={styles.kind}>{campaign.type === 'tournament' ? t('tournament') : t('hunting')}</p>
      <h3 id={`farming-${campaign.id}`} className={styles.title}>
        {campaign.title}
      </h3>
      {campaign.tournament ? (
        <p className={styles.pool}>
          {t('pool')}:{' '}
          <strong data-testid="tournament-pool">
            {formatMoney(campaign.tournament.pool_amount, campaign.tournament.currency_code, locale)}
          </strong>
        </p>
      ) : null}
      <p>{t('points', { points: farming.points })}</p>
      {campaign.thresholds.length > 0 && farming.potential_points > 0 ? (
        <>
          <progress
            className={styles.progress}
            max={next}
            value={farming.available_points}
            aria-label={t('progress-label')}
          />
          <p>{t('next-freebet', { missing: farming.potential_points })}</p>
        </>
      ) : null}
      {joined ? (
        <p className={styles.joined}>{t('joined')}</p>
      ) : campaign.status === 'available' ? (
        <Button onClick={join} disabled={activate.isPending}>
          {t('join')}
        </Button>
      ) : null}
      {campaign.tournament ? <Leaderboard id={campaign.id} playerId={playerId} locale={locale} /> : null}
    </article>
  );
}

function Leaderboard({ id, playerId, locale }: { id: string; playerId: number; locale: Locale }) {
  const t = useTranslations('tournaments');
  const rating = useQuery({
    queryKey: huntingKeys.rating(playerId, id),
    queryFn: ({ signal }) => getRating(id, signal),
  });
  if (rating.isPending) return <p role="status">{t('loading')}</p>;
  if (rating.isError) return <p role="alert">{t('error')}</p>;
  const rows = [...rating.data.data];
  const own = rating.data.current_user;
  if (own && !rows.some((row) => row.current_user)) rows.push(own);
  if (rows.length === 0) return <p>{t('empty')}</p>;
  return (
    <table className={styles.table} aria-label={t('leaderboard')}>
      <thead>
        <tr>
          <th scope="col">{t('position')}</th>
          <th scope="col">{t('player')}</th>
          <th scope="col">{t('farmed')}</th>
          <th scope="col">{t('freebets')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={`${row.position}-${row.nickname}`}
            className={row.current_user ? styles.own : undefined}
            aria-current={row.current_user ? 'true' : undefined}
            data-testid={row.current_user ? 'leaderboard-own-row' : undefined}
          >
            <td>{row.position}</td>
            <td>{row.current_user ? t('you', { nickname: row.nickname }) : row.nickname}</td>
            <td>{formatMoney(row.farmed_amount, row.currency_code, locale)}</td>
            <td>{row.farmed_freebets_count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
