'use client';

import type { Bet } from '@sportsbook/contracts/betting';
import { isFreebetKind } from '@sportsbook/domain/bonus-kinds';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatBoost } from '@/features/betslip/model/comboboost-view';
import { isOpenStatus } from '@/features/my-bets/bet-filters';
import { type BetReturn, betKind, betReturn } from '@/features/my-bets/bet-view';
import { ShareButton } from '@/features/share-bet/components/share-button';
import { shareRequestOfPlaced } from '@/features/share-bet/model/shared-slip';
import { formatMoney } from '@/shared/money/money-format';
import { useOddsFormatter } from '@/shared/odds/use-odds-type';
import { BetRef } from './bet-ref';
import { CashoutControl } from './cashout-control';
import styles from './my-bets.module.css';

type Tone = 'win' | 'lose' | 'open' | 'plain';

function toneOf(bet: Pick<Bet, 'status' | 'result'>): Tone {
  if (bet.status === 'cashed_out' || bet.result === 'win') return 'win';
  if (bet.result === 'lose' || bet.status === 'rejected') return 'lose';
  return isOpenStatus(bet.status) ? 'open' : 'plain';
}

/**
 * One bet: its kind, status and result, when it was placed (in the browser's time zone), its legs with their
 * results, stake, odds in the player's format, what it may return or paid, and cash-out while it is open.
 * `compact` is the ticket panel's narrow card: no reference line and no "open" on undecided legs.
 */
export function BetCard({
  bet,
  playerId,
  compact = false,
  headingLevel,
  onCashedOut,
}: {
  bet: Bet;
  playerId: number;
  compact?: boolean;
  headingLevel: 2 | 3;
  onCashedOut: (message: string) => void;
}) {
  const t = useTranslations('my-bets');
  const locale = useLocale();
  const formatOdds = useOddsFormatter();
  const titleId = useId();
  const money = (minor: number) => formatMoney(minor, bet.stake.currency, locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const kind = betKind(bet);
  const title =
    kind === 'system' && bet.system ? t('kind.system', { system: bet.system.id }) : t(`kind.${kind}`);
  const status = bet.status === 'done' && bet.result ? t(`result.${bet.result}`) : t(`status.${bet.status}`);
  const placed = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(bet.created_at),
  );
  const open = isOpenStatus(bet.status);

  return (
    <article
      className={`${styles.card} ${compact ? styles.compact : ''}`}
      aria-labelledby={titleId}
      data-bet-id={bet.id}
      data-status={bet.status}
    >
      <div className={styles.cardHeader}>
        <Heading id={titleId} className={styles.kind}>
          {title}
        </Heading>
        <span className={styles.badge} data-tone={toneOf(bet)}>
          {status}
        </span>
      </div>
      <p className={styles.meta}>
        <time dateTime={bet.created_at}>{t('placed', { date: placed })}</time>
        {compact ? null : <BetRef value={bet.ref} />}
        {bet.is_vip ? <span className={styles.vip}>{t('vip')}</span> : null}
        <BonusMark bet={bet} />
      </p>
      <ul className={styles.legs} aria-label={t('legs')}>
        {bet.selections.map((leg) => (
          <li key={leg.id} className={styles.leg}>
            <span className={styles.legMatch}>{leg.match.name}</span>
            <span className={styles.legPick}>
              {leg.market.name}: {leg.outcome.name}
            </span>
            <span className={styles.legSide}>
              <span className={styles.legOdds}>{formatOdds(leg.odds)}</span>
              {compact && leg.status === 'open' ? null : (
                <span className={styles.legStatus} data-status={leg.status}>
                  {t(`leg-status.${leg.status}`)}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.figures}>
        <div>
          <dt>{t('stake')}</dt>
          <dd>{money(bet.stake.value)}</dd>
        </div>
        <div>
          <dt>{t('odds')}</dt>
          <dd>{formatOdds(bet.odds)}</dd>
        </div>
        <ReturnFigure value={betReturn(bet)} money={money} />
        {open && bet.cashed_out > 0 ? (
          <div>
            <dt>{t('cashed-out-so-far')}</dt>
            <dd>{money(bet.cashed_out)}</dd>
          </div>
        ) : null}
      </dl>
      {open ? <CashoutControl bet={bet} playerId={playerId} onCashedOut={onCashedOut} /> : null}
      {/* A bet still open can be backed by others; a decided one's matches take no more bets. */}
      {open ? <ShareButton what="bet" request={() => shareRequestOfPlaced(bet)} /> : null}
    </article>
  );
}

/** A bonus bet's mark: the freebet's kind, or the comboboost with its boost and the boosted odds. */
function BonusMark({ bet }: { bet: Bet }) {
  const t = useTranslations('betslip-bonus');
  const locale = useLocale();
  const formatOdds = useOddsFormatter();
  const bonus = bet.bonus;
  if (!bonus) return null;
  if (isFreebetKind(bonus.type)) {
    return (
      <span className={styles.freebet} data-testid="freebet-marker">
        {t(`freebet.kind.${bonus.type}`)}
      </span>
    );
  }
  if (bonus.type !== 'comboboost' || bonus.odds === undefined) return null;
  return (
    <span className={styles.freebet} data-testid="comboboost-marker">
      {t('mark.comboboost', { percent: formatBoost(bonus.odds, locale), odds: formatOdds(bet.odds) })}
    </span>
  );
}

function ReturnFigure({ value, money }: { value: BetReturn; money: (minor: number) => string }) {
  const t = useTranslations('my-bets');
  if (value.kind === 'unknown') return null;
  const label = {
    potential: t('potential-return'),
    payout: t('payout'),
    cashed_out: t('cashed-out'),
    stake_returned: t('stake-returned'),
  }[value.kind];
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid="bet-return">{money(value.amount)}</dd>
    </div>
  );
}
