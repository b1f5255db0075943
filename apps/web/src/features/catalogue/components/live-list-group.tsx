'use client';

import { isMatchOver } from '@sportsbook/domain/match-status';
import type { ReactNode } from 'react';
import { useLiveStore } from '../live/live-store';

/** In a live list, a tournament's group goes away with its last match (the rows hide themselves). */
export function LiveListGroup({ matchIds, children }: { matchIds: readonly number[]; children: ReactNode }) {
  const allOver = useLiveStore((state) =>
    matchIds.every((id) => {
      const status = state.matches[id]?.status;
      return status !== undefined && isMatchOver(status);
    }),
  );
  if (allOver) return null;
  return children;
}
