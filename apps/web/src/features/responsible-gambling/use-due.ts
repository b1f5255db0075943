'use client';

import { isLimitChangeDue } from '@sportsbook/domain/limit-cooling';
import { useEffect, useState } from 'react';

// setTimeout's longest delay; a later due time is checked again after it.
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * Whether a pending change's cooling period is over, turning true by itself when it ends: the card shows the
 * confirm button at that moment, without a reload.
 */
export function useIsDue(effectiveAt: string | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  const due = isLimitChangeDue(effectiveAt, now);
  useEffect(() => {
    if (due || effectiveAt === null) return;
    const wait = Math.min(Math.max(0, Date.parse(effectiveAt) - Date.now()), LONGEST_TIMER_MS);
    const timer = window.setTimeout(() => setNow(Date.now()), wait);
    return () => window.clearTimeout(timer);
  }, [due, effectiveAt]);
  return due;
}
