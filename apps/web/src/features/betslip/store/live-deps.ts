'use client';

import { authStore } from '@/features/account/auth-store';
import { refreshAccounts } from '@/features/account/session';
import { bonusOffersKeys } from '@/features/betslip/api/bonus-offers';
import { getOpenBets } from '@/features/betslip/api/open-bets';
import { placeBets } from '@/features/betslip/api/place-bets';
import { deviceId } from '@/features/betslip/model/device-id';
import { newIdempotencyKey } from '@/features/betslip/model/placement-payload';
import { freebetsKeys } from '@/features/bonuses/api/get-freebets';
import { showAlert } from '@/features/modals/alert-store';
import { openModal } from '@/features/modals/modal-store';
import { getQueryClient, readAgain } from '@/shared/api/query-client';
import { currencyOf } from '@/shared/money/money-format';
import { localStore } from '@/shared/storage/browser-storage';
import { deviceIdCookie } from '@/shared/storage/device-id-cookie';
import { track } from '@/shared/tracking/data-layer';
import { createAcceptanceWatch } from './acceptance-watch';
import type { PlacementDeps } from './placement-deps';
import { QUICK_BET_KEYS } from './quick-bet-flow';
import { slipStore } from './slip-instance';

/** The mobile breakpoint (spec part 1 §9: 780 px). */
const MOBILE_QUERY = '(max-width: 779.98px)';
const ACCEPTANCE_POLL_MS = 2000;

type Translate = (key: string, values?: Record<string, string>) => string;
let translate: Translate = (key) => key;

/** The slip's root component hands over its translator, so alerts raised outside React speak the locale. */
export function setSlipTranslator(next: Translate): void {
  translate = next;
}

function alert(
  severity: 'success' | 'info' | 'danger',
  message: string,
  values?: Record<string, string>,
): void {
  showAlert(severity, translate(message, values));
}

export const acceptanceWatch = createAcceptanceWatch({
  fetchOpen: getOpenBets,
  onDecided(betId, status, quick) {
    if (!quick) {
      slipStore.dispatch({ type: 'placed_bet_status', betId, status });
      if (status === 'rejected' || status === 'cancelled') void refreshAccounts().catch(() => undefined);
      return;
    }
    const refused = status === 'rejected' || status === 'cancelled';
    // A refused bet's stake came back.
    if (refused) void refreshAccounts().catch(() => undefined);
    alert(refused ? 'danger' : 'success', refused ? QUICK_BET_KEYS.rejected : QUICK_BET_KEYS.accepted);
  },
  intervalMs: ACCEPTANCE_POLL_MS,
  setTimer(run, ms) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
});

/** Placement wired to the product: the API, the auth store, the modals, alerts and the data layer. */
export const liveDeps: PlacementDeps = {
  slip: slipStore,
  isLoggedIn: () => authStore.getState().status === 'logged_in',
  openSignIn: () => openModal('signIn'),
  post: placeBets,
  deviceId: () => deviceId(localStore, undefined, deviceIdCookie),
  deviceType: () =>
    typeof window !== 'undefined' && window.matchMedia(MOBILE_QUERY).matches ? 'mobile' : 'desktop',
  newKey: newIdempotencyKey,
  alert,
  track: (event) => track(event),
  watch: (ids, quick) => acceptanceWatch.watch(ids, quick),
  quickRules() {
    const { settings, currency } = slipStore.getState();
    const rules = { fiat: currencyOf(currency.code).fiat, isPve: authStore.getState().player.pve };
    return settings.limits ? { ...rules, limits: settings.limits } : rules;
  },
  refreshBalance: () => {
    void refreshAccounts().catch(() => undefined);
    // A placed bet may have used a freebet or a comboboost's last use: ask for the offers again.
    void readAgain(getQueryClient(), bonusOffersKeys.all);
    void readAgain(getQueryClient(), freebetsKeys.all);
  },
};
