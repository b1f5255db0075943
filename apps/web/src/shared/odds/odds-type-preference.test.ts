import { ODDS_TYPES } from '@sportsbook/domain/odds-formats';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ODDS_TYPE,
  ODDS_TYPE_STORAGE_KEY,
  readOddsType,
  writeOddsType,
} from './odds-type-preference';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('odds type preference', () => {
  it('round-trips every odds type under activeOddsType', () => {
    for (const type of ODDS_TYPES) {
      const storage = memoryStorage();
      writeOddsType(storage, type);
      expect(storage.data.get(ODDS_TYPE_STORAGE_KEY)).toBe(type);
      expect(readOddsType(storage)).toBe(type);
    }
  });

  it('falls back to decimal for nothing, junk or blocked storage', () => {
    expect(readOddsType(memoryStorage())).toBe(DEFAULT_ODDS_TYPE);
    const junk = memoryStorage();
    junk.setItem(ODDS_TYPE_STORAGE_KEY, 'roman');
    expect(readOddsType(junk)).toBe('european');
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readOddsType(blocked)).toBe('european');
    expect(readOddsType(undefined)).toBe('european');
  });
});
