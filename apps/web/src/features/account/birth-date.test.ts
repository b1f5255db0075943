import { describe, expect, it } from 'vitest';
import { isAdultBirthDate } from './birth-date';

const today = new Date(Date.UTC(2026, 2, 15));

describe('date of birth', () => {
  it('accepts a player from their 18th birthday on', () => {
    expect(isAdultBirthDate('2008-03-15', today)).toBe(true);
    expect(isAdultBirthDate('2008-03-16', today)).toBe(false);
    expect(isAdultBirthDate('1950-12-31', today)).toBe(true);
  });

  it('refuses days that do not exist and other formats', () => {
    expect(isAdultBirthDate('1990-02-30', today)).toBe(false);
    expect(isAdultBirthDate('1990-2-3', today)).toBe(false);
    expect(isAdultBirthDate('', today)).toBe(false);
  });
});
