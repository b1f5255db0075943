'use client';

import type { Statistics } from '@sportsbook/contracts/catalogue';
import { useEffect, useState } from 'react';
import { clockText } from '@/features/catalogue/live/clock';
import { secondTicker } from '@/features/catalogue/live/second-ticker';

/** The match clock, ticking every second from the feed's last reading (spec: clock_updated_at + rate x elapsed). */
export function MatchClockText({ clock }: { clock: NonNullable<Statistics['clock']> }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    if (clock.stopped) return;
    // Every clock on the page moves on the same tick, so they render together.
    return secondTicker.subscribe(() => setNow(secondTicker.now()));
  }, [clock]);
  // The server and the first browser render show the feed's reading itself, so hydration agrees.
  const text = clockText(clock, now ?? Date.parse(clock.clock_updated_at));
  return (
    <span data-testid="match-clock" suppressHydrationWarning>
      {text}
    </span>
  );
}
