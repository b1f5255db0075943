import type { JackpotHitList, JackpotList } from '@sportsbook/contracts/jackpots';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiAnswer, apiServer } from '@/testing/api-server';
import { renderInShell } from '@/testing/render';
import { hitFixture, jackpotFixture } from '../testing/jackpot-fixtures';
import { JackpotBanner } from './jackpot-banner';
import { JackpotHitsBoard } from './jackpot-hits-board';

describe('JackpotBanner', () => {
  it("shows each jackpot's total and its levels' pools, leaving out a level not opened yet and naming a paused one", async () => {
    apiServer.use(
      http.get('/api/sportsbook/jackpots', () => apiAnswer<JackpotList>({ data: [jackpotFixture()] })),
      http.get('/api/sportsbook/jackpots/1', () => apiAnswer(jackpotFixture())),
    );
    renderInShell(<JackpotBanner />);
    const banner = await screen.findByRole('region', { name: 'Sportsbook Jackpot' });
    expect(within(banner).getByTestId('jackpot-total')).toHaveTextContent('Total pool €5,600.00');
    const levels = within(within(banner).getByRole('list', { name: 'Jackpot levels' })).getAllByRole(
      'listitem',
    );
    expect(levels.map((level) => level.textContent)).toEqual(['Mini€100.00', 'Major€500.00Paused']);
  });

  it('takes the pools from the jackpot itself (the call it polls), not from the list that named it', async () => {
    const grown = jackpotFixture({ pool_amount: 560_250 });
    grown.levels = grown.levels.map((level) =>
      level.code === 'mini' ? { ...level, pool_amount: 10_250 } : level,
    );
    const asked: string[] = [];
    apiServer.use(
      http.get('/api/sportsbook/jackpots', () => apiAnswer<JackpotList>({ data: [jackpotFixture()] })),
      http.get('/api/sportsbook/jackpots/1', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return apiAnswer(grown);
      }),
    );
    renderInShell(<JackpotBanner />);
    expect(await screen.findByText('€102.50')).toBeInTheDocument();
    expect(screen.getByTestId('jackpot-total')).toHaveTextContent('€5,602.50');
    expect(asked).toEqual(['/api/sportsbook/jackpots/1']);
  });

  it('says the jackpot cannot be shown when the list fails, and reports the failure', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    apiServer.use(
      http.get('/api/sportsbook/jackpots', () => apiAnswer({ code: 'oops', message: '', data: {} }, 503)),
    );
    renderInShell(<JackpotBanner />);
    expect(await screen.findByText('The jackpot cannot be shown right now.')).toBeInTheDocument();
    expect(reported).toHaveBeenCalledWith(
      '[sportsbook] jackpot call failed: GET /jackpots',
      expect.anything(),
    );
    reported.mockRestore();
  });
});

describe('JackpotHitsBoard', () => {
  it('lists the newest ten hits by user_hash, level, amount and time', async () => {
    const queries: string[] = [];
    apiServer.use(
      http.get('/api/sportsbook/jackpot-hits', ({ request }) => {
        queries.push(new URL(request.url).search);
        return apiAnswer<JackpotHitList>({
          data: [
            hitFixture({ id: 12, amount: 75_000, level_name: 'Major', user_hash: 'bbbb000011112222' }),
            hitFixture(),
          ],
        });
      }),
    );
    renderInShell(<JackpotHitsBoard />);
    const table = await screen.findByRole('table', { name: 'Recent jackpot hits' });
    const [head, first, second] = within(table).getAllByRole('row');
    if (!head || !first || !second) throw new Error('a header and two rows expected');
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Player', 'Level', 'Amount', 'Time']);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(first).slice(0, 3)).toEqual(['bbbb000011112222', 'Major', '€750.00']);
    expect(cells(second).slice(0, 3)).toEqual(['3f9a0c1d2e4b5a6c', 'Mini', '€123.45']);
    expect(second.querySelector('time')).toHaveAttribute('datetime', '2026-03-01T12:30:00.000Z');
    expect(queries).toEqual(['?limit=10']);
  });

  it('says so when there is no hit yet', async () => {
    apiServer.use(http.get('/api/sportsbook/jackpot-hits', () => apiAnswer<JackpotHitList>({ data: [] })));
    renderInShell(<JackpotHitsBoard />);
    expect(await screen.findByText('No jackpot hits yet.')).toBeInTheDocument();
  });
});
