import type { Market } from '@sportsbook/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { marketCards } from './market-cards';

function market(id: number, specifier: string, name = `Market ${id}`): Market {
  return {
    match_urn_id: 'sr:match:1',
    id,
    name,
    status: 1,
    specifier,
    outcomes: [],
    market_groups: ['all'],
    priority: 100 - id,
    most_balanced: false,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: 'betradar',
  };
}

const shape = (cards: ReturnType<typeof marketCards>) =>
  cards.map((card) =>
    card.kind === 'market'
      ? `${card.market.id}/${card.market.specifier}`
      : `${card.name}: ${card.lines.map((l) => l.line).join(' ')}`,
  );

describe('marketCards', () => {
  it('gathers the lines of one market kind into one card, sorted by line, where the first line stood', () => {
    const cards = marketCards([
      market(1, ''),
      market(18, 'total=2.5', 'Total'),
      market(10, ''),
      market(18, 'total=10.5', 'Total'),
      market(18, 'total=0.5', 'Total'),
      market(16, 'hcp=-0.75', 'Handicap'),
      market(16, 'hcp=0.25', 'Handicap'),
      market(16, 'hcp=-1', 'Handicap'),
    ]);
    expect(shape(cards)).toEqual(['1/', 'Total: 0.5 2.5 10.5', '10/', 'Handicap: -1 -0.75 0.25']);
  });

  it('keeps periods apart and leaves a kind offered at one line as a plain market', () => {
    const cards = marketCards([
      market(68, 'total=0.5', '1st half - total'),
      market(446, 'periodnr=1|total=1.5', '1st period - total'),
      market(446, 'periodnr=2|total=1.5', '2nd period - total'),
      market(446, 'periodnr=1|total=0.5', '1st period - total'),
      market(41, ''),
    ]);
    expect(shape(cards)).toEqual([
      '68/total=0.5',
      '1st period - total: 0.5 1.5',
      '446/periodnr=2|total=1.5',
      '41/',
    ]);
  });

  it('has no cards without markets', () => {
    expect(marketCards([])).toEqual([]);
  });
});
