'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { NAVIGATION_GIVE_UP_MS, onNavigationStart } from '@/shared/routing/navigation-start';
import styles from './navigation-progress.module.css';

/** A page that answers within this long shows no progress at all (no flash on a fast page). */
export const PROGRESS_DELAY_MS = 300;

/**
 * The top progress bar: shown when a page change takes longer than PROGRESS_DELAY_MS, gone when the new page's
 * path or query is in place, or given up after NAVIGATION_GIVE_UP_MS.
 */
export function NavigationProgress({ label }: { label: string }) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const [pendingSince, setPendingSince] = useState<number | null>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => onNavigationStart(() => setPendingSince(Date.now())), []);

  // The new page is in place: whatever was pending has landed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path and query are the trigger, not inputs
  useEffect(() => {
    setPendingSince(null);
    setShown(false);
  }, [pathname, query]);

  useEffect(() => {
    if (pendingSince === null) return;
    const show = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    const giveUp = setTimeout(() => {
      setPendingSince(null);
      setShown(false);
    }, NAVIGATION_GIVE_UP_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(giveUp);
    };
  }, [pendingSince]);

  if (!shown) return null;
  return (
    <div className={styles.bar} role="progressbar" aria-label={label} data-testid="navigation-progress">
      <div className={styles.fill} />
    </div>
  );
}
