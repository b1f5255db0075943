import { describe, expect, it } from 'vitest';
import { shortOutcomeLabels } from './outcome-labels';

const market = (...names: string[]) => ({
  outcomes: names.map((name, i) => ({ id: String(i), name, active: true, odds: 2000 })),
});

describe('shortOutcomeLabels', () => {
  it('prints 1 X 2 for home, draw, away and 1 2 for two sides', () => {
    expect(shortOutcomeLabels(market('Crawby Rovers', 'draw', 'Thornford'), 'Crawby Rovers')).toEqual([
      '1',
      'X',
      '2',
    ]);
    expect(shortOutcomeLabels(market('Robledo', 'Holloway'), 'Robledo')).toEqual(['1', '2']);
  });

  it('keeps the names of any other market', () => {
    expect(shortOutcomeLabels(market('over 2.5', 'under 2.5'), 'Crawby Rovers')).toEqual([
      'over 2.5',
      'under 2.5',
    ]);
    expect(shortOutcomeLabels(market('A', 'B'), undefined)).toEqual(['A', 'B']);
  });
});
