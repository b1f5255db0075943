import type { Market } from '@sportsbook/contracts/catalogue';
import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain/match-status';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setOddsType } from '@/shared/odds/use-odds-type';
import { renderInShell } from '@/testing/render';
import { LineMarketCard } from './line-market-card';
import { marketCards } from './market-cards';

const match = {
  id: 9,
  name: 'Ashford FC – Real Valencia',
  status: MATCH_STATUS.prematch,
  provider: 'betradar' as const,
};

function total(line: string, over: number, under: number, status: number = MARKET_STATUS.active): Market {
  return {
    match_urn_id: 'sr:match:9',
    id: 18,
    name: 'Total',
    status,
    specifier: `total=${line}`,
    outcomes: [
      { id: '12', name: `Over ${line}`, odds: over, active: true },
      { id: '13', name: `Under ${line}`, odds: under, active: true },
    ],
    market_groups: ['all', 'main', 'totals'],
    priority: 98,
    most_balanced: line === '2.5',
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: 'betradar',
  };
}

function renderTotals(markets: Market[]) {
  const [card] = marketCards(markets);
  if (card?.kind !== 'lines') throw new Error('the totals should make one card of lines');
  return renderInShell(<LineMarketCard match={match} name={card.name} lines={card.lines} />);
}

afterEach(() => setOddsType('european'));

describe('LineMarketCard', () => {
  it('shows one card named once with a row of outcomes per line, in line order', () => {
    renderTotals([total('2.5', 1850, 1950), total('0.5', 1060, 8500), total('1.5', 1300, 3400)]);
    const card = screen.getByRole('region', { name: 'Total' });
    expect(within(card).getAllByRole('heading')).toHaveLength(1);
    const buttons = within(card).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Over 0.51.06',
      'Under 0.58.50',
      'Over 1.51.30',
      'Under 1.53.40',
      'Over 2.51.85',
      'Under 2.51.95',
    ]);
  });

  it('shows the prices in the chosen format, malaysian with two places', () => {
    renderTotals([total('0.5', 1060, 8500), total('1.5', 1300, 3400)]);
    act(() => setOddsType('malaysian'));
    const under = screen.getByRole('button', { name: /Under 0.5/ });
    expect(under).toHaveTextContent('-0.13');
    expect(screen.getByRole('button', { name: /Over 0.5/ })).toHaveTextContent('0.06');
  });

  it('marks a suspended line in its own row and leaves the others open', () => {
    renderTotals([total('1.5', 1300, 3400, MARKET_STATUS.suspended), total('2.5', 1850, 1950)]);
    expect(screen.getAllByText('Suspended')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Over 1.5/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Over 2.5/ })).toBeEnabled();
  });
});
