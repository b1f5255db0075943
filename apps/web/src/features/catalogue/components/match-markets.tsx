'use client';

import type { Provider } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { matchMarketsQueryKey, useMatchMarkets } from '@/features/catalogue/api/get-match-markets';
import { useLiveStore } from '@/features/catalogue/live/live-store';
import { useSeedMarkets } from '@/features/catalogue/live/use-live';
import { readAgain } from '@/shared/api/query-client';
import { LineMarketCard } from './line-market-card';
import { marketCards } from './market-cards';
import { marketGroupTabs } from './market-groups';
import { MarketView } from './market-view';
import styles from './match-page.module.css';

// A burst of changes naming new lines (a handicap moving) is fetched once, after it settles.
const REFETCH_DELAY_MS = 1500;

/**
 * Market-group tabs over a match's markets (prefetched by the server, kept in the query cache), each market
 * live. Changes naming markets the page does not have make it fetch the markets again.
 */
export function MatchMarkets({
  locale,
  match,
  groupNames,
  texts,
}: {
  locale: Locale;
  match: { id: number; name: string; status: number; provider: Provider };
  groupNames: Readonly<Record<string, string>>;
  texts: { tabs: string; empty: string };
}) {
  const { data: markets = [] } = useMatchMarkets(locale, match.id);
  useSeedMarkets(match.id, markets);
  const queryClient = useQueryClient();
  const unknown = useLiveStore((state) => state.unknownMarkets[match.id] ?? 0);
  useEffect(() => {
    if (unknown === 0) return;
    const timer = setTimeout(
      () => readAgain(queryClient, matchMarketsQueryKey(locale, match.id)),
      REFETCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [unknown, queryClient, locale, match.id]);

  const tabs = marketGroupTabs(markets);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const active = chosen && tabs.includes(chosen) ? chosen : tabs[0];
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.indexOf(active ?? '');
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    setChosen(tabs[next]);
    tabRefs.current[next]?.focus();
  }

  if (markets.length === 0) return <p className={styles.empty}>{texts.empty}</p>;
  const shown = markets.filter((m) => active !== undefined && m.market_groups.includes(active));

  return (
    <div className={styles.markets}>
      <div role="tablist" aria-label={texts.tabs} className={styles.tabs} onKeyDown={onKeyDown} tabIndex={-1}>
        {tabs.map((group, index) => (
          <button
            key={group}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${group}`}
            aria-selected={group === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={group === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setChosen(group)}
          >
            {groupNames[group] ?? group}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${active}`}
        className={styles.marketGrid}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the panel takes focus after the tabs, per the tabs pattern
        tabIndex={0}
      >
        {marketCards(shown).map((card) =>
          card.kind === 'market' ? (
            <MarketView key={card.key} match={match} market={card.market} heading="h3" />
          ) : (
            <LineMarketCard key={card.key} match={match} name={card.name} lines={card.lines} />
          ),
        )}
      </div>
    </div>
  );
}
