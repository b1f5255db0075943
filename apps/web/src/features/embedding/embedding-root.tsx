'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useSlip } from '@/features/betslip/store/slip-instance';
import { useSiteSettings } from '@/shared/config/site-settings';
import { notifyHost } from '@/shared/embedding/notify-host';
import { useOddsType } from '@/shared/odds/use-odds-type';
import { APP_MODE_COOKIE } from './model/app-mode';
import { embeddingNow } from './model/embedded-now';

type Mode = 'frame' | 'app';

/** Inside another page's frame, or the mobile app (the server marked <html>, or the browser says so): else none. */
function embeddingMode(): Mode | null {
  const found = embeddingNow();
  const root = document.documentElement;
  if (found === 'app' && root.dataset.appMode !== '1') {
    // Known by the user agent only: kept for the session, so the next page is rendered without the shell.
    // biome-ignore lint/suspicious/noDocumentCookie: a session cookie the proxy reads; no store API needed here.
    document.cookie = `${APP_MODE_COOKIE}=1; path=/; samesite=lax`;
    root.dataset.appMode = '1';
  }
  return found;
}

/**
 * The embedding of spec part 1 §1 and part 2 §7 (ADR 032): inside a frame or the mobile app, loads the bridge
 * (host messages in and out) and tells the host what the player does; on an ordinary page it does nothing.
 */
export function EmbeddingRoot() {
  const { embedAllowedOrigins } = useSiteSettings();
  const [mode, setMode] = useState<Mode | null>(null);

  useEffect(() => {
    const found = embeddingMode();
    if (!found) return;
    document.documentElement.dataset.embedded = found;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./bridge').then(({ startBridge }) => {
      if (cancelled) return;
      stop = startBridge({
        allowed: embedAllowedOrigins,
        framed: found === 'frame',
        navigate: (href) => window.location.assign(href),
      });
      document.documentElement.dataset.embeddingBridge = 'ready';
      // The notices start once the bridge can send them, so the first page_changed is not lost.
      setMode(found);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [embedAllowedOrigins]);

  return mode ? <HostNotices /> : null;
}

/** What the host hears about: pages, the odds format, the bet slip opening. */
function HostNotices() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const oddsType = useOddsType();
  const slipOpen = useSlip((state) => state.panel.open);
  const selections = useSlip((state) => state.ticket.bets.length);
  const firstOdds = useRef(oddsType);

  useEffect(() => {
    const path = search ? `${pathname}?${search}` : pathname;
    // After this render's data-page update (PageNameSync runs in the same commit).
    const frame = requestAnimationFrame(() =>
      notifyHost({ type: 'page_changed', page: document.body.dataset.page ?? '', path }),
    );
    return () => cancelAnimationFrame(frame);
  }, [pathname, search]);

  useEffect(() => {
    if (oddsType === firstOdds.current) return;
    firstOdds.current = oddsType;
    notifyHost({ type: 'odds_changed', odds_type: oddsType });
  }, [oddsType]);

  useEffect(() => {
    if (slipOpen) notifyHost({ type: 'open_bet_slip', selections });
  }, [slipOpen, selections]);

  return null;
}
