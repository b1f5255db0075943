import type { Hunting, RatingResponse } from '@sportsbook/contracts/hunting';
import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answerPost, apiAnswer, apiServer } from '@/testing/api-server';
import { renderInShell } from '@/testing/render';
import { TournamentsSection } from './tournaments-section';

// The public channel, as the section listens to it: the test delivers the publication itself.
const channels = vi.hoisted(() => new Map<string, (event: RealtimeEvent) => void>());
vi.mock('@/shared/realtime/use-channel', () => ({
  useChannel: (channel: string | null, onEvent: (event: RealtimeEvent) => void) => {
    if (channel) channels.set(channel, onEvent);
  },
}));

const tournament = (over: Partial<Hunting> = {}): Hunting => ({
  id: '41',
  type: 'tournament',
  name: 'demo',
  title: 'Hunting tournament',
  valid_from: '2026-01-01T00:00:00.000Z',
  valid_to: '2027-01-01T00:00:00.000Z',
  status: 'available',
  activated_at: null,
  min_odds: null,
  min_stake: 100,
  currency: 'EUR',
  thresholds: [],
  farm_once_per_event: true,
  farming_freebet_type: null,
  show_in_promotion: true,
  farming: {
    avg_stake: 0,
    bets_count: 0,
    points: 0,
    available_points: 0,
    potential_points: 0,
    potential_freebet_amount: 0,
    initial_pool: 50_000,
  },
  farmed_event_ids: [],
  used_in_bets: [],
  freebets_to_boost: 0,
  tournament: { kind: 'simple_tournament', pool_amount: 51_475, currency_code: 'EUR', participants: 2 },
  ...over,
});

const rating: RatingResponse = {
  data: [
    {
      position: 1,
      nickname: 'Hunter AAAAAA',
      current_user: false,
      farmed_amount: 12_000,
      currency_code: 'EUR',
      farmed_freebets_count: 0,
    },
    {
      position: 2,
      nickname: 'Hunter BBBBBB',
      current_user: true,
      farmed_amount: 1_000,
      currency_code: 'EUR',
      farmed_freebets_count: 1,
    },
  ],
  current_user: null,
  pool_amount: 51_475,
  currency_code: 'EUR',
};

describe('TournamentsSection', () => {
  it('shows the pool and the leaderboard with the player’s own row marked, and joins on a click', async () => {
    let joined = false;
    let pool = 51_475;
    apiServer.use(
      http.get('/api/sportsbook/bonuses/huntings', () => HttpResponse.json({ data: [] })),
      http.get('/api/sportsbook/bonuses/tournaments', () =>
        HttpResponse.json({
          data: [
            tournament({
              ...(joined ? { status: 'active' } : {}),
              tournament: {
                kind: 'simple_tournament',
                pool_amount: pool,
                currency_code: 'EUR',
                participants: 2,
              },
            }),
          ],
          pagination: { total: 1, page: 1, limit: 1, last_page: 1 },
        }),
      ),
      http.get('/api/sportsbook/bonuses/tournaments/41/rating', () => HttpResponse.json(rating)),
    );
    const activated = answerPost('/api/sportsbook/bonuses/41/activate', () => {
      joined = true;
      return apiAnswer({ id: '41', type: 'tournament', computed_status: 'active' });
    });
    renderInShell(<TournamentsSection playerId={7} />);
    const card = await screen.findByRole('article', { name: 'Hunting tournament' });
    expect(within(card).getByText('€514.75')).toBeInTheDocument();
    const table = await within(card).findByRole('table', { name: 'Leaderboard' });
    const own = within(table)
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-current') === 'true');
    expect(own).toHaveTextContent('You (Hunter BBBBBB)');
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    await userEvent.setup().click(within(card).getByRole('button', { name: 'Join' }));
    expect(await within(card).findByText('You are taking part')).toBeInTheDocument();
    expect(activated).toHaveLength(1);

    // A settlement farmed: the pool arrives on the public channel and the card reads the lists again.
    pool = 52_000;
    act(() =>
      channels.get('public:en')?.({
        type: 'tournament_pool_changed',
        data: { id: '41', pool_amount: 52_000, currency_code: 'EUR' },
      }),
    );
    expect(await within(card).findByText('€520.00')).toBeInTheDocument();
  });
});
