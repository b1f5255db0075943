'use client';

import { formatOdds, type OddsType } from '@sportsbook/domain/odds-formats';
import { useCallback, useSyncExternalStore } from 'react';
import {
  DEFAULT_ODDS_TYPE,
  ODDS_TYPE_STORAGE_KEY,
  readOddsType,
  writeOddsType,
} from './odds-type-preference';

const CHANGE_EVENT = 'sportsbook:odds-type';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

// Every price on a page reads the type on each render: read local storage once, again only after a change.
let cached: OddsType | undefined;

function subscribe(onChange: () => void): () => void {
  const changed = () => {
    cached = undefined;
    onChange();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === ODDS_TYPE_STORAGE_KEY) changed();
  };
  window.addEventListener(CHANGE_EVENT, changed);
  // Another tab changed it: follow.
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, changed);
    window.removeEventListener('storage', onStorage);
  };
}

function read(): OddsType {
  cached ??= readOddsType(storage());
  return cached;
}
// The server renders decimal; the browser switches to the stored type right after hydration.
const readOnServer = () => DEFAULT_ODDS_TYPE;

/** The odds type the visitor chose (persisted in local storage, shared by every price on the page). */
export function useOddsType(): OddsType {
  return useSyncExternalStore(subscribe, read, readOnServer);
}

export function setOddsType(type: OddsType): void {
  writeOddsType(storage(), type);
  cached = undefined;
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** A formatter of thousandths in the chosen odds type. */
export function useOddsFormatter(): (odds: number) => string {
  const type = useOddsType();
  return useCallback((odds: number) => formatOdds(odds, type), [type]);
}
