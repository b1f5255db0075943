import type { Market } from '@sportsbook/contracts/catalogue';
import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain/match-status';
import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLiveStore } from '@/features/catalogue/live/live-store';
import { apiServer } from '@/testing/api-server';
import { notStartedStatistics } from '@/testing/catalogue-match';
import { renderInShell } from '@/testing/render';
import { MatchRow } from './match-row';
import type { RowMatch } from './row-match';

const competitor = (id: string, name: string) => ({ id, name, abbreviation: null, logo: null });

function winner(status: number): Market {
  return {
    match_urn_id: 'sr:match:5',
    id: 1,
    name: 'Match result',
    status,
    specifier: '',
    outcomes: [
      { id: '1', name: 'Ashford FC', odds: 1850, active: true },
      { id: '2', name: 'Draw', odds: 3600, active: true },
      { id: '3', name: 'Real Valencia', odds: 4300, active: true },
    ],
    market_groups: ['all', 'main'],
    priority: 99,
    most_balanced: true,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: 'betradar',
  };
}

function row(overrides: Partial<RowMatch> = {}): RowMatch {
  return {
    id: 5,
    slug: 'ashford-fc-real-valencia',
    type: 'match',
    name: 'Ashford FC – Real Valencia',
    status: MATCH_STATUS.prematch,
    start_time: '2030-05-01T18:00:00.000Z',
    end_date: null,
    competitors: { home: competitor('h', 'Ashford FC'), away: competitor('a', 'Real Valencia') },
    provider: 'betradar',
    available_markets: 0,
    statistics: notStartedStatistics,
    main_market: null,
    sportKey: 'football',
    outrightCount: 0,
    ...overrides,
  };
}

function renderRow(match: RowMatch, more = 'All markets') {
  return renderInShell(
    <ul>
      <MatchRow match={match} locale="en" startText="1 May 18:00" texts={{ star: 'Favourite', more }} />
    </ul>,
  );
}

beforeEach(() => {
  // The row listens to the public channel; no real-time server in these tests, so it stays unconnected.
  apiServer.use(
    http.post('/api/sportsbook/websocket/token', () =>
      HttpResponse.json(
        { code: 'unavailable', message: 'No real time in component tests', data: {} },
        { status: 503 },
      ),
    ),
  );
});

afterEach(() => act(() => useLiveStore.setState({ matches: {}, markets: {} })));

describe('MatchRow', () => {
  it('says a match has no markets yet instead of leaving its price column empty', () => {
    renderRow(row());
    expect(screen.getByText('No markets yet')).toBeVisible();
  });

  it('says why its main market takes no bets: suspended, or not offered now', () => {
    const { unmount } = renderRow(
      row({ main_market: winner(MARKET_STATUS.suspended), available_markets: 1 }),
    );
    expect(screen.getByText('Suspended')).toBeVisible();
    unmount();
    renderRow(row({ main_market: winner(MARKET_STATUS.deactivated), available_markets: 1 }));
    expect(screen.getByText('Not available')).toBeVisible();
    expect(screen.queryByRole('button', { name: /1\.85/ })).toBeNull();
  });

  it('leaves a list of matches to play once its match is over', async () => {
    renderRow(row({ main_market: winner(MARKET_STATUS.active), available_markets: 1 }));
    expect(screen.getByRole('listitem')).toBeVisible();
    act(() =>
      useLiveStore.setState({
        matches: {
          5: { status: MATCH_STATUS.finished, statistics: notStartedStatistics, provider: 'betradar' },
        },
      }),
    );
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows an outright with the date it is decided and its full competitor count', () => {
    renderRow(
      row({
        type: 'outright',
        name: 'Premier Division - Winner',
        competitors: { home: null, away: null },
        start_time: '2020-01-01T00:00:00.000Z',
        end_date: '2030-06-01T12:00:00.000Z',
        outrightCount: 20,
      }),
      '20 competitors',
    );
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('link', { name: '20 competitors' })).toBeVisible();
    expect(item.querySelector('time')?.getAttribute('datetime')).toBe('2030-06-01T12:00:00.000Z');
    expect(screen.queryByText('No markets yet')).toBeNull();
  });
});
