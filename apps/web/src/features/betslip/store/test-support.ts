import type { PlacedBet, PlacementRequest } from '@sportsbook/contracts/betting';
import { MATCH_STATUS } from '@sportsbook/domain/match-status';
import type { SessionStorageLike } from '@/features/betslip/model/slip-storage';
import type { OutcomeSelection } from '@/shared/betting/outcome-selection';
import type { SessionStorageKey } from '@/shared/storage/storage-keys';
import type { TrackingEvent } from '@/shared/tracking/data-layer';
import type { PlacementDeps } from './placement-deps';
import { createSlipStore, type SlipStore } from './slip-store';

/** Fakes shared by the slip's tests: an in-memory session storage, odds-button picks, recording deps. */

export function memoryStorage(initial: Partial<Record<SessionStorageKey, string>> = {}) {
  const data = new Map<string, string>(Object.entries(initial));
  const storage: SessionStorageLike & { data: Map<string, string> } = {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => {
      if (value === null) data.delete(key);
      else data.set(key, value);
    },
  };
  return storage;
}

export function pick(matchId: number, overrides: Partial<OutcomeSelection> = {}): OutcomeSelection {
  return {
    matchId,
    marketId: 1,
    specifier: '',
    outcomeId: '1',
    odds: 2000,
    provider: 'betradar',
    matchStatus: MATCH_STATUS.prematch,
    matchName: `Home ${matchId} – Away ${matchId}`,
    marketName: '1x2',
    outcomeName: `Home ${matchId}`,
    ...overrides,
  };
}

export function answer(betId: string, overrides: Partial<PlacedBet> = {}): PlacedBet {
  return {
    betId,
    ref: `BREF${betId}`,
    status: 'waiting_results',
    isVip: false,
    odds: 2000,
    stake: 500,
    selections: [],
    ...overrides,
  };
}

export interface RecordingDeps extends PlacementDeps {
  requests: PlacementRequest[];
  alerts: { severity: string; message: string }[];
  tracked: TrackingEvent[];
  watched: { ids: string[]; quick: boolean }[];
  signInOpened: number;
  balanceReads: number;
  loggedIn: boolean;
}

export function recordingDeps(
  post: (request: PlacementRequest) => Promise<PlacedBet[]>,
  slip: SlipStore = createSlipStore({ storage: memoryStorage() }),
): RecordingDeps {
  let key = 0;
  const deps: RecordingDeps = {
    slip,
    requests: [],
    alerts: [],
    tracked: [],
    watched: [],
    signInOpened: 0,
    balanceReads: 0,
    loggedIn: true,
    isLoggedIn: () => deps.loggedIn,
    openSignIn: () => {
      deps.signInOpened++;
    },
    post: (request) => {
      deps.requests.push(request);
      return post(request);
    },
    deviceId: () => 'device-1',
    deviceType: () => 'desktop',
    newKey: () => `key-${++key}`,
    alert: (severity, message) => {
      deps.alerts.push({ severity, message });
    },
    track: (event) => {
      deps.tracked.push(event);
    },
    watch: (ids, quick) => {
      deps.watched.push({ ids, quick });
    },
    quickRules: () => ({ fiat: true, isPve: false }),
    refreshBalance: () => {
      deps.balanceReads++;
    },
  };
  return deps;
}
