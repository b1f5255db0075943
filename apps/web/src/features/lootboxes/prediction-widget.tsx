'use client';

import type { Prediction, Vote } from '@sportsbook/contracts/predictions';
import { MATCH_WINNER_PICKS, type MatchWinnerPick } from '@sportsbook/domain/predictions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useAuth } from '@/features/account/auth-store';
import { readAgain } from '@/shared/api/query-client';
import { Button } from '@/shared/ui/button';
import { castVote, predictionsQueryOptions, votesQueryOptions } from './api';
import styles from './lootboxes.module.css';

interface Teams {
  home: string;
  away: string;
}

function usePickName(teams: Teams) {
  const t = useTranslations('lootboxes');
  return (pick: MatchWinnerPick) =>
    pick === 'draw' ? t('prediction.draw') : t('prediction.wins', { team: teams[pick] });
}

/** What the player sees of their vote: the pick, then the points once the match is settled. */
function CastVote({ vote, prediction, teams }: { vote: Vote; prediction: Prediction; teams: Teams }) {
  const t = useTranslations('lootboxes');
  const pickName = usePickName(teams);
  return (
    <>
      <p className={styles.prize} data-vote-cast={vote.data.pick}>
        {t('prediction.cast', { pick: pickName(vote.data.pick) })}
      </p>
      {prediction.result ? (
        <p className={styles.muted}>
          {t('prediction.result', { pick: pickName(prediction.result) })}{' '}
          {vote.points ? t('prediction.right', { points: vote.points }) : t('prediction.wrong')}
        </p>
      ) : null}
    </>
  );
}

function VoteButtons({
  prediction,
  playerId,
  teams,
}: {
  prediction: Prediction;
  playerId: number;
  teams: Teams;
}) {
  const t = useTranslations('lootboxes');
  const pickName = usePickName(teams);
  const queryClient = useQueryClient();
  const voting = useMutation({
    mutationFn: (pick: MatchWinnerPick) => castVote(prediction.id, pick),
    onSettled: () => readAgain(queryClient, votesQueryOptions(playerId, prediction.match_id).queryKey),
  });
  return (
    <>
      <div className={styles.picks}>
        {MATCH_WINNER_PICKS.map((pick) => (
          <Button
            key={pick}
            variant="secondary"
            disabled={voting.isPending}
            onClick={() => voting.mutate(pick)}
          >
            {pickName(pick)}
          </Button>
        ))}
      </div>
      {voting.isError ? (
        <p className={styles.muted} role="alert">
          {t('prediction.failed')}
        </p>
      ) : null}
    </>
  );
}

/** The match page's prediction game (spec part 2 §7 `GET`/`POST /vote`): shown when the match has one. */
export function PredictionWidget({ matchId, teams }: { matchId: number; teams: Teams }) {
  const t = useTranslations('lootboxes');
  const playerId = useAuth((state) => (state.status === 'logged_in' ? state.player.id : null));
  const predictions = useQuery(predictionsQueryOptions(matchId));
  const votes = useQuery({ ...votesQueryOptions(playerId ?? 0, matchId), enabled: playerId !== null });
  const prediction = predictions.data?.[0];
  if (!prediction) return null;
  const vote = votes.data?.find((row) => row.prediction_id === prediction.id);
  return (
    <section className={styles.amb} aria-labelledby="prediction-title" data-prediction-id={prediction.id}>
      <h2 id="prediction-title" className={styles.cardTitle}>
        {t('prediction.title')}
      </h2>
      {vote ? (
        <CastVote vote={vote} prediction={prediction} teams={teams} />
      ) : playerId === null ? (
        <p className={styles.muted}>{t('prediction.sign-in')}</p>
      ) : prediction.status !== 'open' ? (
        <p className={styles.muted}>{t('prediction.closed')}</p>
      ) : votes.isSuccess ? (
        <VoteButtons prediction={prediction} playerId={playerId} teams={teams} />
      ) : null}
    </section>
  );
}
