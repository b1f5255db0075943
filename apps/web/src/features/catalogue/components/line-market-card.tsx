'use client';

import type { Market } from '@sportsbook/contracts/catalogue';
import { MarketView } from './market-view';
import styles from './market-view.module.css';
import type { OddsButtonProps } from './odds-button';

/**
 * The lines of one market kind (goal totals at 0.5 … 4.5, handicaps) as one card with a row per line: the line,
 * then its outcomes. Each row is its own live market (suspended, reopened or gone on its own).
 */
export function LineMarketCard({
  match,
  name,
  lines,
}: {
  match: OddsButtonProps['match'];
  name: string;
  lines: readonly { line: string; market: Market }[];
}) {
  return (
    <section
      className={styles.card}
      aria-label={name}
      data-market-id={lines[0]?.market.id}
      data-lines={lines.length}
    >
      <div className={styles.header}>
        <h3 className={styles.name}>{name}</h3>
      </div>
      <div className={styles.lines}>
        {lines.map(({ line, market }) => (
          <MarketView key={market.specifier} match={match} market={market} line={line} />
        ))}
      </div>
    </section>
  );
}
