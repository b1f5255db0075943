'use client';

import { isMatchOver } from '@sportsbook/domain/match-status';
import { useLiveStore } from '@/features/catalogue/live/live-store';
import styles from './catalogue.module.css';

/** How many of these matches the real-time events have ended (the live block's body and heading read it). */
export function useEndedCount(matchIds: readonly number[]): number {
  return useLiveStore(
    (state) =>
      matchIds.filter((id) => {
        const status = state.matches[id]?.status;
        return status !== undefined && isMatchOver(status);
      }).length,
  );
}

/**
 * A live heading's count (the home page's live block, a sport on the live page): the server's total less the shown matches that have ended since, so the heading
 * agrees with the list as rows leave (and shows no count once none is live), until the next render from the server.
 */
export function LiveCount({ total, matchIds }: { total: number; matchIds: readonly number[] }) {
  const ended = useEndedCount(matchIds);
  const live = total - ended;
  return live > 0 ? <span className={styles.count}>{live}</span> : null;
}
