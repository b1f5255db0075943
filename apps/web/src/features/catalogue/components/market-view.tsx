'use client';

import type { Market } from '@sportsbook/contracts/catalogue';
import { isMarketShown } from '@sportsbook/domain/match-status';
import { useTranslations } from 'next-intl';
import { useLiveMarket } from '@/features/catalogue/live/use-live';
import styles from './market-view.module.css';
import { OddsButton, type OddsButtonProps, type OutcomePicker } from './odds-button';

export const MARKET_OPEN = 1;
export const MARKET_SUSPENDED = -1;

/** What a market's status says to a visitor: nothing while open, suspended, or not available (settled, cancelled). */
export function MarketStateLabel({ status }: { status: number }) {
  const t = useTranslations('odds');
  if (status === MARKET_OPEN) return null;
  return (
    <span
      className={styles.state}
      data-market-state={status === MARKET_SUSPENDED ? 'suspended' : 'unavailable'}
    >
      {t(status === MARKET_SUSPENDED ? 'suspended' : 'not-available')}
    </span>
  );
}

/** A list row with no market to show says so: none offered yet. */
export function NoMarketsLabel() {
  const t = useTranslations('odds');
  return (
    <span className={styles.state} data-market-state="none">
      {t('no-markets')}
    </span>
  );
}

/**
 * A market with its outcomes as odds buttons, live: suspended and reopened in place, gone when the feed
 * drops it (status 0). `labels` replaces the outcome names on the buttons (1 / X / 2 in list rows).
 */
export function MarketView({
  match,
  market,
  labels,
  heading,
  line,
  picker,
  sayWhenHidden,
}: {
  match: OddsButtonProps['match'];
  market: Market;
  labels?: readonly string[];
  /** Shown above the outcomes on the match page; list rows leave it out (their columns say it). */
  heading?: 'h3';
  /** A row of a card of lines: the line's value shown before the outcomes (their names say it too). */
  line?: string;
  /** Where picks go instead of the bet slip (the bet builder). */
  picker?: OutcomePicker;
  /** A list row's main market: when it is not offered (status 0), say so rather than leave the row empty. */
  sayWhenHidden?: boolean;
}) {
  const live = useLiveMarket(match.id, market, match.provider);
  const status = live.status;
  if (!isMarketShown(status)) return sayWhenHidden ? <MarketStateLabel status={status} /> : null;
  const columns =
    market.outcomes.length <= 3 ? market.outcomes.length : market.outcomes.length % 3 === 0 ? 3 : 2;
  return (
    <div
      className={heading ? styles.card : line !== undefined ? styles.line : styles.row}
      data-market-id={market.id}
      data-specifier={market.specifier}
    >
      {line !== undefined && (
        <span className={styles.lineValue} aria-hidden="true">
          {line}
        </span>
      )}
      {heading && (
        <div className={styles.header}>
          <h3 className={styles.name}>{market.name}</h3>
          <MarketStateLabel status={status} />
        </div>
      )}
      {!heading && <MarketStateLabel status={status} />}
      <div
        className={styles.outcomes}
        style={{ gridTemplateColumns: `repeat(${Math.max(columns, 1)}, minmax(0, 1fr))` }}
      >
        {market.outcomes.map((outcome, index) => (
          <OddsButton
            key={outcome.id}
            match={match}
            market={market}
            outcome={outcome}
            live={live.outcomes[index]}
            marketStatus={status}
            providerDown={live.providerDown}
            label={labels?.[index]}
            stacked={heading !== undefined || line !== undefined}
            picker={picker}
          />
        ))}
      </div>
    </div>
  );
}
