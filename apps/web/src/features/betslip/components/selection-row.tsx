'use client';

import type { Selection } from '@sportsbook/domain/slip/types';
import { useTranslations } from 'next-intl';
import { matchNameOf } from '@/features/betslip/model/pick-to-selection';
import { useOddsFormatter } from '@/shared/odds/use-odds-type';
import styles from './betslip.module.css';

/** Up or down against the price when picked (a change the acceptance mode took shows the same way). */
function direction(selection: Selection): 'up' | 'down' | null {
  if (selection.odds === selection.initialOdds) return null;
  return selection.odds > selection.initialOdds ? 'up' : 'down';
}

/**
 * One selection: match, market, outcome and price in the player's odds format. A price the player has not
 * accepted shows the old one struck through; suspended and unavailable selections carry the catalogue's labels.
 */
export function SelectionRow({ selection, onRemove }: { selection: Selection; onRemove(): void }) {
  const t = useTranslations('betslip');
  const tOdds = useTranslations('odds');
  const format = useOddsFormatter();
  const moved = direction(selection);
  const unavailable = selection.isNotAvailable ? 'not-available' : selection.isSuspended ? 'suspended' : null;
  return (
    <li
      className={styles.selection}
      data-changed={selection.isChanged || undefined}
      data-unavailable={unavailable ?? undefined}
      data-testid="slip-selection"
    >
      <div className={styles.selectionText}>
        <span className={styles.outcome}>{selection.outcomeName}</span>
        <span className={styles.market}>{selection.marketName}</span>
        <span className={styles.match}>{matchNameOf(selection)}</span>
        {unavailable ? <span className={styles.stateLabel}>{tOdds(unavailable)}</span> : null}
      </div>
      <div className={styles.selectionOdds}>
        {selection.isChanged ? (
          <>
            <s className={styles.oldOdds} aria-hidden="true">
              {format(selection.acceptedOdds)}
            </s>
            <span className="visually-hidden">
              {t('selection.odds-changed', {
                from: format(selection.acceptedOdds),
                to: format(selection.odds),
              })}
            </span>
          </>
        ) : null}
        <span
          className={styles.odds}
          data-odds-direction={moved ?? undefined}
          aria-hidden={selection.isChanged || undefined}
        >
          {format(selection.isChanged ? selection.odds : selection.acceptedOdds)}
          {moved ? <span aria-hidden="true">{moved === 'up' ? ' ▲' : ' ▼'}</span> : null}
        </span>
        {moved && !selection.isChanged ? (
          <span className="visually-hidden">{t(moved === 'up' ? 'selection.rose' : 'selection.fell')}</span>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.removeButton}
        aria-label={t('remove', { outcome: selection.outcomeName })}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
