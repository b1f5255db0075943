import type { Lootbox } from '@sportsbook/contracts/lootboxes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerPost, apiAnswer, apiServer } from '@/testing/api-server';
import { renderInShell } from '@/testing/render';
import { AmbProgressBars } from './amb-progress';
import { LootboxCards } from './lootbox-cards';

const chest = (over: Partial<Lootbox> = {}): Lootbox => ({
  id: '7',
  type: 'lootbox',
  campaign_id: 1,
  title: 'Treasure chests',
  place: 2,
  result: 'win',
  rank: 'place2Win',
  chest_size: 'medium',
  status: 'active',
  bet_id: '40',
  earned_at: '2026-11-27T12:00:00.000Z',
  opened_at: null,
  prize: null,
  ...over,
});

describe('LootboxCards', () => {
  it('shows a closed chest by its rank, opens it on a click and reveals the prize without reloading', async () => {
    apiServer.use(
      http.get('/api/sportsbook/bonuses/lootboxes', () => HttpResponse.json({ data: [chest()] })),
    );
    const opened = answerPost('/api/sportsbook/bonuses/lootboxes/7/open', () =>
      apiAnswer(
        chest({
          status: 'opened',
          opened_at: '2026-11-27T12:05:00.000Z',
          prize: { id: '90', type: 'freebet', amount: 1000, currency: 'EUR' },
        }),
      ),
    );
    renderInShell(<LootboxCards playerId={3} />);
    const image = await screen.findByRole('img', { name: 'Medium chest from a winning bet' });
    expect(image).toHaveAttribute('src', '/images/lootboxes/chest-medium-win.svg');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open chest' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You won a €10.00 freebet');
    expect(opened).toHaveLength(1);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/images/lootboxes/chest-medium-win-open.svg');
    expect(screen.queryByRole('button', { name: 'Open chest' })).not.toBeInTheDocument();
  });

  it('says an opened empty chest was empty, and shows the refusal of a chest that cannot open', async () => {
    apiServer.use(
      http.get('/api/sportsbook/bonuses/lootboxes', () =>
        HttpResponse.json({
          data: [
            chest({
              id: '1',
              rank: 'place1Lose',
              place: 1,
              result: 'lose',
              chest_size: 'small',
              status: 'opened',
            }),
            chest({ id: '2' }),
          ],
        }),
      ),
    );
    answerPost('/api/sportsbook/bonuses/lootboxes/2/open', () =>
      apiAnswer({ code: 'lootbox_prize_unavailable', message: 'paused', data: {} }, 409),
    );
    renderInShell(<LootboxCards playerId={4} />);
    const empty = (await screen.findByRole('img', { name: 'Small chest from a losing bet' })).closest(
      'article',
    );
    expect(within(empty as HTMLElement).getByRole('status')).toHaveTextContent('This chest was empty');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open chest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The chest could not be opened now');
  });
});

describe('AmbProgressBars', () => {
  const progress = {
    id: 5,
    name: 'Bet and collect',
    type: 'amb' as const,
    joined: true,
    progress_count: 2,
    possible_progress_count: 3,
    ranges: [
      { number_of_bets: 3, number_of_freebets: 1 },
      { number_of_bets: 5, number_of_freebets: 2 },
    ],
    issued_bonus_amount: 200,
    issued_freebets_count: 0,
    currency: 'EUR',
    min_stake: 100,
    min_odds: 1500,
    issue_to: '2027-01-01T00:00:00.000Z',
  };

  it('draws the progress of the next range with the amb flag on, and asks nothing with it off', async () => {
    let asked = 0;
    apiServer.use(
      http.get('/api/sportsbook/bonuses/freebets/amb', () => {
        asked += 1;
        return HttpResponse.json({ data: [progress] });
      }),
    );
    renderInShell(<AmbProgressBars playerId={7} />, { settings: { ambProgressEnabled: false } });
    renderInShell(<AmbProgressBars playerId={6} />);
    const bar = await screen.findByRole('progressbar', { name: 'Bet and collect' });
    expect(bar).toHaveAttribute('value', '2');
    expect(bar).toHaveAttribute('max', '3');
    expect(screen.getByText(/2 of 3 bets/)).toBeInTheDocument();
    // Only the flagged-on bar asked; the other, mounted first, never did.
    expect(asked).toBe(1);
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  });
});
