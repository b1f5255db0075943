'use client';

import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import { realtimeChannels } from '@sportsbook/contracts/realtime-channels';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { type AuthState, activeAccount, authStore, useAuth } from '@/features/account/auth-store';
import { matchData } from '@/features/betslip/api/match-data';
import { useSlipSettingsQuery } from '@/features/betslip/api/settings';
import { liveActions } from '@/features/betslip/model/live-actions';
import { DEFAULT_SLIP_SETTINGS, liveAcceptMode } from '@/features/betslip/model/slip-settings';
import { acceptanceWatch, liveDeps, setSlipTranslator } from '@/features/betslip/store/live-deps';
import { connectCustomBetBuilder, connectOutcomeButtons } from '@/features/betslip/store/outcome-bridge';
import { handlePick } from '@/features/betslip/store/pick-handler';
import { checkRestored } from '@/features/betslip/store/restore-check';
import { slipStore, useSlip } from '@/features/betslip/store/slip-instance';
import { ShareBetNotFoundModal } from '@/features/share-bet/components/share-bet-not-found-modal';
import { SharedSlipLoader } from '@/features/share-bet/components/shared-slip-loader';
import { shareCodeIn } from '@/features/share-bet/model/load-shared-slip';
import { useCustomBetSelection } from '@/shared/betting/custom-bet-selection';
import { useOutcomeSelection } from '@/shared/betting/outcome-selection';
import { useSiteSettings } from '@/shared/config/site-settings';
import { currencyOf } from '@/shared/money/money-format';
import { useChannel } from '@/shared/realtime/use-channel';
import { usePathChange } from '@/shared/routing/use-path-change';
import { BonusOffersSync } from './bonus-offers-sync';
import { CustomBetQuotes } from './custom-bet-quotes';

interface DynamicTranslator {
  (key: string, values?: Record<string, string>): string;
  has(key: string): boolean;
}

function applyLive(event: RealtimeEvent): void {
  const { ticket, settings, providers } = slipStore.getState();
  const mode = liveAcceptMode(settings.mode, ticket.bets);
  const result = liveActions(event, { bets: ticket.bets, mode, providers });
  if (result.providers) slipStore.setProviders(result.providers);
  for (const action of result.actions) slipStore.dispatch(action);
}

/** One match channel while the slip holds a selection of that match. */
function MatchChannel({ matchId }: { matchId: string }) {
  useChannel(realtimeChannels.match(Number(matchId)), applyLive);
  return null;
}

/** The account's currency and balance into the slip and the quick bet; signing out turns quick bet off. */
function followAuth(state: AuthState, previous?: AuthState): void {
  if (state.status === 'logged_in') {
    const account = activeAccount(state);
    const before = previous ? activeAccount(previous) : undefined;
    if (account) {
      const currency = currencyOf(account.currency);
      slipStore.setCurrency(currency.code, currency.subunits);
      if (account.balance !== before?.balance || account.currency !== before?.currency) {
        slipStore.quick({ type: 'balance_changed', balance: account.balance });
      }
    }
  } else if (previous?.status === 'logged_in') {
    slipStore.quick({ type: 'signed_out' });
  }
}

/**
 * The slip's connections, mounted once with the ticket panel: it takes over the odds buttons and the bet
 * builder, restores the
 * stored slip and checks it against fresh data, follows the account, the settings, the selections' match
 * channels, provider statuses and the player's bets, and closes the panel when a route starts.
 */
export function BetslipRoot() {
  const t = useTranslations() as unknown as DynamicTranslator;
  const locale = useLocale();
  const status = useAuth((state) => state.status);
  const playerId = useAuth((state) => (state.status === 'logged_in' ? state.player.id : null));
  const settings = useSlipSettingsQuery(status === 'logged_in');
  const { isShareBetOn } = useSiteSettings();
  const [sharedCode, setSharedCode] = useState<string | null>(null);
  const matchIds = useSlip((state) =>
    [...new Set(state.ticket.bets.flatMap((bet) => bet.selections.map((s) => s.matchId)))].join(','),
  );

  useEffect(() => {
    setSlipTranslator((key, values) => (t.has(key) ? t(key, values) : key));
  }, [t]);

  useEffect(() => {
    // A share code (only with isShareBetOn) replaces the stored slip; SharedSlipLoader loads it.
    const restored = slipStore.restore(isShareBetOn ? window.location.search : '');
    if (restored.length > 0) void checkRestored(slipStore, restored, (id) => matchData(locale, id));
    const code = isShareBetOn ? shareCodeIn(window.location.href) : null;
    if (code !== null) setSharedCode(code);
    // Restoring happens once per tab (the store ignores later calls), whatever the locale becomes.
  }, [locale, isShareBetOn]);

  useEffect(
    () =>
      connectOutcomeButtons(slipStore, useOutcomeSelection.getState(), (pick) => handlePick(liveDeps, pick)),
    [],
  );

  useEffect(() => connectCustomBetBuilder(slipStore, useCustomBetSelection.getState()), []);

  useEffect(() => {
    followAuth(authStore.getState());
    return authStore.store.subscribe(followAuth);
  }, []);

  useEffect(() => {
    if (settings.data) slipStore.setSettings(settings.data);
    else if (status === 'not_logged_in') slipStore.setSettings(DEFAULT_SLIP_SETTINGS);
  }, [settings.data, status]);

  // A new page closes the panel.
  usePathChange(() => slipStore.setPanel({ open: false }));

  useChannel(realtimeChannels.publicUpdates(locale), applyLive);
  useChannel(playerId === null ? null : realtimeChannels.player(String(playerId)), (event) => {
    if (event.type === 'bet_changed') acceptanceWatch.onBetChanged(event.data.id, event.data.status);
  });
  useEffect(() => {
    if (playerId === null) acceptanceWatch.stop();
  }, [playerId]);

  return (
    <>
      {matchIds === '' ? null : matchIds.split(',').map((id) => <MatchChannel key={id} matchId={id} />)}
      <CustomBetQuotes />
      <BonusOffersSync />
      {sharedCode === null ? null : <SharedSlipLoader code={sharedCode} />}
      <ShareBetNotFoundModal />
    </>
  );
}
