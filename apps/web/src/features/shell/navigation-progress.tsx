'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { NAVIGATION_START_EVENT, startsNavigation } from '@/shared/routing/navigation-start';
import styles from './navigation-progress.module.css';

/** A page that answers within this long shows no progress at all (no flash on a fast page). */
export const PROGRESS_DELAY_MS = 300;
/** A navigation that never lands (an error page, a cancelled click) stops showing progress after this long. */
const PROGRESS_GIVE_UP_MS = 15_000;

/**
 * The top progress bar: shown when a page change takes longer than PROGRESS_DELAY_MS, gone when the new page's
 * path or query is in place. The App Router has no router events, so it hears the link clicks that start a
 * change (capture phase, before next/link takes them over) and the code that changes pages announces itself.
 */
export function NavigationProgress({ label }: { label: string }) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const [pendingSince, setPendingSince] = useState<number | null>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const start = () => setPendingSince(Date.now());
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (anchor && startsNavigation(anchor, event, window.location)) start();
    };
    document.addEventListener('click', onClick, { capture: true });
    window.addEventListener(NAVIGATION_START_EVENT, start);
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener(NAVIGATION_START_EVENT, start);
    };
  }, []);

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
    }, PROGRESS_GIVE_UP_MS);
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
