import { describe, expect, it } from 'vitest';
import { initials } from './competitor-initials';

describe('initials', () => {
  it('prefers the abbreviation, at most three letters', () => {
    expect(initials('Crawby Rovers', 'crw')).toBe('CRW');
    expect(initials('Crawby Rovers', 'CRAWBY')).toBe('CRA');
  });

  it('takes the first and last word initials, or the start of a one-word name', () => {
    expect(initials('AC Vallago Sporting', null)).toBe('AS');
    expect(initials('Lorosa', null)).toBe('LO');
    expect(initials('Lucía Robledo', ' ')).toBe('LR');
  });
});
