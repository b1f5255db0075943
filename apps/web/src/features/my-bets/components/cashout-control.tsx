'use client';

import type { Bet } from '@sportsbook/contracts/betting';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { formatMoney } from '../../../shared/money/money-format';
import { Button } from '../../../shared/ui/button';
import { buttonClassName } from '../../../shared/ui/button-link';
import { cashoutBet } from '../api/cashout-bet';
import { useCashoutMinShareBp } from '../api/cashout-settings';
import { cashoutOfferOf } from '../bet-view';
import { type CashoutRefusal, cashoutRefusal } from '../cashout-errors';
import { cashoutForStake, cashoutSplit, sharePercent, stakeForPercent } from '../cashout-share';
import { applyCashoutAnswer, applyOfferAnswer } from '../live-bets';
import styles from './my-bets.module.css';

/** A new price the server gave for one share, valid while the whole offer it was asked against stands. */
interface Requote {
  stake: number;
  amount: number;
  basis: number;
}

/**
 * Cash-out of an open bet: a button with the offer, then a confirm step where the player may sell only part of
 * the stake. A changed offer is shown and asked again; an unavailable one is explained. The result is told by
 * the list (`onCashedOut`), whose live region outlives a card that leaves the open list.
 */
export function CashoutControl({
  bet,
  playerId,
  onCashedOut,
}: {
  bet: Bet;
  playerId: number;
  onCashedOut: (message: string) => void;
}) {
  const t = useTranslations('my-bets.cashout');
  const locale = useLocale();
  const client = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [partial, setPartial] = useState(false);
  const [percent, setPercent] = useState(50);
  const [requote, setRequote] = useState<Requote | null>(null);
  const [refusal, setRefusal] = useState<CashoutRefusal | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const minShareBp = useCashoutMinShareBp();

  useEffect(() => {
    if (open) confirmButton.current?.focus();
    else if (wasOpen.current) openButton.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const offer = cashoutOfferOf(bet);
  const money = (minor: number) => formatMoney(minor, bet.stake.currency, locale);
  const stake = bet.stake.value;
  const split = cashoutSplit(stake, minShareBp);
  const sold = partial && split ? stakeForPercent(stake, percent, split) : stake;
  const quoted =
    requote && offer !== null && requote.basis === offer && requote.stake === sold ? requote : null;
  const amount = offer === null ? 0 : (quoted?.amount ?? cashoutForStake(offer, stake, sold));

  if (!open) {
    if (offer === null) return null;
    return (
      <button
        ref={openButton}
        type="button"
        className={`${buttonClassName('primary', true)} ${styles.cashoutButton}`}
        onClick={() => {
          setRefusal(null);
          setRequote(null);
          setOpen(true);
        }}
      >
        {t('button', { amount: money(offer) })}
      </button>
    );
  }

  function close() {
    setOpen(false);
    setPartial(false);
    setRefusal(null);
    setRequote(null);
  }

  async function confirm() {
    if (offer === null || amount <= 0) return;
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await cashoutBet({
        betId: bet.id,
        toCashout: amount,
        ...(sold < stake ? { stake: sold } : {}),
      });
      applyCashoutAnswer(client, playerId, answer);
      onCashedOut(
        answer.remaining_stake > 0
          ? t('done-partial', { amount: money(answer.cashed_out), remaining: money(answer.remaining_stake) })
          : t('done-full', { amount: money(answer.cashed_out) }),
      );
      close();
    } catch (error) {
      const next = cashoutRefusal(error);
      setRefusal(next);
      if (next.kind === 'offer_changed') {
        // The whole offer moves the card's offer; a share's new price holds for that share only.
        if (sold === stake) applyOfferAnswer(client, playerId, bet.id, next.offer);
        else setRequote({ stake: sold, amount: next.offer, basis: offer });
      } else if (next.kind === 'unavailable') {
        applyOfferAnswer(client, playerId, bet.id, null);
      }
    } finally {
      setBusy(false);
    }
  }

  const rangeId = `${id}-share`;
  const refusalText = refusal ? refusalMessage(refusal) : '';

  function refusalMessage(value: CashoutRefusal): string {
    switch (value.kind) {
      case 'offer_changed':
        return t('offer-changed', { amount: money(value.offer) });
      case 'unavailable':
        return t(`reason.${value.reason}`);
      case 'share_too_small':
        return t('share-too-small', { percent: sharePercent(minShareBp ?? 0) });
      case 'failed':
        return t('failed');
    }
  }

  return (
    <fieldset className={styles.cashoutPanel}>
      <legend className={styles.cashoutTitle}>{t('confirm-title')}</legend>
      {offer !== null && split ? (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={partial}
            disabled={busy}
            onChange={(event) => setPartial(event.target.checked)}
          />
          {t('partial')}
        </label>
      ) : null}
      {offer !== null && partial && split ? (
        <div className={styles.share}>
          <label htmlFor={rangeId}>{t('share-label')}</label>
          <input
            id={rangeId}
            type="range"
            min={split.minPercent}
            max={100}
            step={1}
            value={percent}
            disabled={busy}
            aria-valuetext={t('share-value', { percent, stake: money(sold), total: money(stake) })}
            onChange={(event) => setPercent(Number(event.target.value))}
          />
          <output htmlFor={rangeId}>
            {t('share-value', { percent, stake: money(sold), total: money(stake) })}
          </output>
        </div>
      ) : null}
      {offer !== null ? (
        <p className={styles.cashoutSummary}>
          {sold < stake
            ? t('summary-partial', { amount: money(amount), remaining: money(stake - sold) })
            : t('summary-full', { amount: money(amount) })}
        </p>
      ) : null}
      <p className={styles.cashoutNotice} role="status">
        {offer === null && !refusal ? t('reason.unknown') : refusalText}
      </p>
      <div className={styles.actions}>
        {offer !== null ? (
          <button
            ref={confirmButton}
            type="button"
            className={buttonClassName('primary', true)}
            disabled={busy}
            onClick={confirm}
          >
            {busy ? t('working') : t('confirm', { amount: money(amount) })}
          </button>
        ) : null}
        <Button small variant="secondary" disabled={busy} onClick={close}>
          {t('cancel')}
        </Button>
      </div>
    </fieldset>
  );
}
