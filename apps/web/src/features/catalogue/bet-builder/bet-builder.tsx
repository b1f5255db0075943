'use client';

import type { Locale } from '@sportsbook/contracts/locales';
import { selectionKey } from '@sportsbook/domain/selection-key';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { isApiError } from '../../../shared/api/api-client';
import { useCustomBetSelection } from '../../../shared/betting/custom-bet-selection';
import type { OutcomeSelection } from '../../../shared/betting/outcome-selection';
import { useOddsFormatter } from '../../../shared/odds/use-odds-type';
import { Button } from '../../../shared/ui/button';
import { useMatchMarkets } from '../api/get-match-markets';
import { quoteCustomBet } from '../api/quote-custom-bet';
import { marketGroupTabs } from '../components/market-groups';
import { MarketView } from '../components/market-view';
import type { OddsButtonProps, OutcomePicker } from '../components/odds-button';
import { BET_BUILDER_ANCHOR } from '../lists/list-matches';
import styles from './bet-builder.module.css';
import { pickLeg } from './legs';

// Live prices move: the quote follows them while the block is open.
const QUOTE_REFRESH_MS = 10_000;
const MIN_LEGS = 2;

export interface BetBuilderTexts {
  title: string;
  intro: string;
  groups: string;
  legs: string;
  price: string;
  pickMore: string;
  quoting: string;
  notCombinable: string;
  add: string;
  added: string;
  clear: string;
  /** Names a leg's remove button, with the leg's own text after it. */
  remove: string;
}

/**
 * The match page's bet builder (its `#bet-builder` anchor): outcomes from different markets of this match are
 * picked as legs, one per market, and priced together by the API; the built bet goes to the bet slip through
 * the custom-bet bridge when a slip has registered there.
 */
export function BetBuilder({
  locale,
  match,
  groupNames,
  texts,
}: {
  locale: Locale;
  match: OddsButtonProps['match'];
  groupNames: Readonly<Record<string, string>>;
  texts: BetBuilderTexts;
}) {
  const { data: markets = [] } = useMatchMarkets(locale, match.id);
  const builderMarkets = markets.filter((market) => market.custom_bet_groups.length > 0);
  const groups = marketGroupTabs(
    builderMarkets.map((market) => ({ market_groups: market.custom_bet_groups })),
  );
  const [chosenGroup, setChosenGroup] = useState<string | undefined>(undefined);
  const group = chosenGroup && groups.includes(chosenGroup) ? chosenGroup : groups[0];
  const [legs, setLegs] = useState<OutcomeSelection[]>([]);
  const [added, setAdded] = useState(false);
  const slipTakesBets = useCustomBetSelection((state) => state.handler !== null);
  const format = useOddsFormatter();
  const baseId = useId();

  const picker = useMemo<OutcomePicker>(() => {
    const picked = new Set(legs.map(selectionKey));
    return {
      isPicked: (key) => picked.has(key),
      pick: (selection) => {
        setAdded(false);
        setLegs((current) => pickLeg(current, selection));
      },
    };
  }, [legs]);

  const legsKey = legs.map(selectionKey).join('|');
  const quote = useQuery({
    queryKey: ['custom-bet-quote', match.id, legsKey],
    queryFn: ({ signal }) => quoteCustomBet(legs, signal),
    enabled: legs.length >= MIN_LEGS,
    // 120 means these legs cannot combine: asking again will not change that.
    retry: (count, error) => !(isApiError(error) && error.status === 400) && count < 2,
    refetchInterval: QUOTE_REFRESH_MS,
    staleTime: 0,
  });

  const price =
    legs.length < MIN_LEGS
      ? texts.pickMore
      : quote.isError
        ? texts.notCombinable
        : quote.data === undefined
          ? texts.quoting
          : null;

  function addToSlip() {
    if (quote.data === undefined) return;
    if (useCustomBetSelection.getState().add({ legs, customOdds: quote.data })) {
      setLegs([]);
      setAdded(true);
    }
  }

  if (builderMarkets.length === 0) return null;
  const shown = builderMarkets.filter(
    (market) => group !== undefined && market.custom_bet_groups.includes(group),
  );

  return (
    <section id={BET_BUILDER_ANCHOR} aria-labelledby="bet-builder-title" className={styles.builder}>
      <h2 id="bet-builder-title" className={styles.title}>
        {texts.title}
      </h2>
      <p className={styles.intro}>{texts.intro}</p>
      <fieldset className={styles.groups}>
        <legend className="visually-hidden">{texts.groups}</legend>
        {groups.map((key) => (
          <button
            key={key}
            type="button"
            className={styles.group}
            aria-pressed={key === group}
            onClick={() => setChosenGroup(key)}
          >
            {groupNames[key] ?? key}
          </button>
        ))}
      </fieldset>
      <div className={styles.markets}>
        {shown.map((market) => (
          <MarketView
            key={`${market.id}/${market.specifier}`}
            match={match}
            market={market}
            heading="h3"
            picker={picker}
          />
        ))}
      </div>
      <div className={styles.summary}>
        <h3 className={styles.legsTitle}>{texts.legs}</h3>
        {legs.length > 0 ? (
          <ul className={styles.legs}>
            {legs.map((leg, index) => {
              const legId = `${baseId}-leg-${index}`;
              return (
                <li key={selectionKey(leg)} className={styles.leg}>
                  <span id={legId}>
                    <span className={styles.legMarket}>{leg.marketName}</span> {leg.outcomeName}
                  </span>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-labelledby={`${legId}-remove ${legId}`}
                    onClick={() => picker.pick(leg)}
                  >
                    <span aria-hidden="true">×</span>
                    <span id={`${legId}-remove`} className="visually-hidden">
                      {texts.remove}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
        <p className={styles.price} aria-live="polite" data-testid="bet-builder-price">
          {added ? texts.added : (price ?? `${texts.price}: ${format(quote.data ?? 0)}`)}
        </p>
        <div className={styles.actions}>
          {slipTakesBets ? (
            <Button onClick={addToSlip} disabled={price !== null}>
              {texts.add}
            </Button>
          ) : null}
          {legs.length > 0 ? (
            <Button
              variant="secondary"
              onClick={() => {
                setLegs([]);
                setAdded(false);
              }}
            >
              {texts.clear}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
