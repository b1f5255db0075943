'use client';

import { JackpotBanner } from './jackpot-banner';
import { JackpotHitsBoard } from './jackpot-hits-board';
import styles from './jackpots.module.css';

/** The jackpot blocks of a page (spec part 2 §2): the banner with the live pools, then the recent hits. */
export function JackpotSection() {
  return (
    <div className={styles.section} data-testid="jackpots">
      <JackpotBanner />
      <JackpotHitsBoard />
    </div>
  );
}
