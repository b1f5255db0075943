import { isOddsType, type OddsType } from '@sportsbook/domain/odds-formats';

/** Local storage key of the chosen odds format (the spec's settings field name). */
export const ODDS_TYPE_STORAGE_KEY = 'activeOddsType';
export const DEFAULT_ODDS_TYPE: OddsType = 'european';

/** The stored odds type, or the default when nothing (or something unknown) is stored. */
export function readOddsType(storage: Pick<Storage, 'getItem'> | undefined): OddsType {
  try {
    const value = storage?.getItem(ODDS_TYPE_STORAGE_KEY);
    return isOddsType(value) ? value : DEFAULT_ODDS_TYPE;
  } catch {
    // Storage can be blocked (privacy settings); the default still works.
    return DEFAULT_ODDS_TYPE;
  }
}

export function writeOddsType(storage: Pick<Storage, 'setItem'> | undefined, type: OddsType): void {
  try {
    storage?.setItem(ODDS_TYPE_STORAGE_KEY, type);
  } catch {
    // The choice then lasts for this page only.
  }
}
