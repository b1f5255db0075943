'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onChange` when the page's path changes (a menu or panel closes on a new page). Not on the first render:
 * that is the page load, and its effects run once the page has hydrated, so a menu a player opened in that moment
 * (a tap right after the page showed) would close again by itself.
 */
export function usePathChange(onChange: () => void): void {
  const pathname = usePathname();
  const seen = useRef(pathname);
  const changed = useEffectEvent(onChange);
  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    changed();
  }, [pathname]);
}
