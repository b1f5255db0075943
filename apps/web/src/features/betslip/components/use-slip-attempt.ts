'use client';

import { betKey } from '@sportsbook/domain/slip/ticket';
import type { Bet } from '@sportsbook/domain/slip/types';
import { SLIP_ISSUE_KEYS, type SlipIssue } from '@sportsbook/domain/slip-validation';
import { useCallback, useEffect, useState } from 'react';

/**
 * Which "Enter a stake." messages the player should see: a bet's only once its stake field was typed in, all
 * of them once the player tried to place. An untouched new pick is not an error yet (issue 19).
 */
export function useSlipAttempt(bets: readonly Bet[]) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const empty = bets.length === 0;

  useEffect(() => {
    if (empty) {
      setTouched(new Set());
      setAttempted(false);
    }
  }, [empty]);

  const touch = useCallback((bet: Bet) => {
    const key = betKey(bet);
    setTouched((before) => (before.has(key) ? before : new Set(before).add(key)));
  }, []);

  const shown = useCallback(
    (issue: SlipIssue) => {
      if (issue.key !== SLIP_ISSUE_KEYS.stakeRequired || attempted) return true;
      const bet = issue.betIndex === undefined ? undefined : bets[issue.betIndex];
      return bet !== undefined && touched.has(betKey(bet));
    },
    [attempted, touched, bets],
  );

  return { touch, shown, attempt: () => setAttempted(true) };
}
