import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { comboboostFixture, freebetFixture } from '@/features/bonuses/testing/bonus-fixtures';
import { answerPost, apiAnswer, apiServer } from '@/testing/api-server';
import { renderInShell } from '@/testing/render';
import { MyBonuses } from './my-bonuses';

/** Six freebets, the first two unseen, and one unseen comboboost; answers what each query asks for. */
function answerBonuses() {
  const freebets = Array.from({ length: 6 }, (_, index) =>
    freebetFixture({ id: String(index + 1), title: `Freebet ${index + 1}` }, { seen: index >= 2 }),
  );
  const asked: string[] = [];
  apiServer.use(
    http.get('/api/sportsbook/bonuses', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      const limit = Number(query.get('limit_per_type'));
      return HttpResponse.json({
        comboboost: [comboboostFixture()].slice(0, limit),
        freebet: query.get('type') === 'comboboost' ? [] : freebets.slice(0, limit),
      });
    }),
  );
  return asked;
}

describe('MyBonuses', () => {
  it('shows four bonuses per kind, more on demand, and marks only the unseen ones shown as seen, once', async () => {
    const asked = answerBonuses();
    const seen = answerPost('/api/sportsbook/bonuses/mark-as-seen', () => apiAnswer({ marked: 3 }));
    renderInShell(<MyBonuses playerId={5} onOpen={vi.fn()} />);
    const freebets = await screen.findByRole('region', { name: 'Free bets' });
    await waitFor(() => expect(within(freebets).getAllByRole('article')).toHaveLength(4));
    expect(asked).toContain('limit_per_type=5&status=upcoming');
    expect(asked).toContain('limit_per_type=5&status=upcoming&type=comboboost');
    const comboboosts = screen.getByRole('region', { name: 'Comboboosts' });
    expect(within(comboboosts).getAllByRole('article')).toHaveLength(1);
    expect(within(comboboosts).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    await waitFor(() => expect(seen.flat()).toHaveLength(3));
    expect(seen.flat()).toEqual(
      expect.arrayContaining([
        { id: 1, type: 'freebet_all_win' },
        { id: 2, type: 'freebet_all_win' },
        { id: 9, type: 'comboboost' },
      ]),
    );

    await userEvent.setup().click(within(freebets).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(freebets).getAllByRole('article')).toHaveLength(6));
    expect(asked).toContain('limit_per_type=9&status=upcoming');
    expect(within(freebets).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    // The bonuses already marked are not sent again when the list grows.
    expect(seen.flat()).toHaveLength(3);
  });
});
