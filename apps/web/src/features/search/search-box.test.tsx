import type { ListedMatch, SearchResult, Tournament } from '@sportsbook/contracts/catalogue';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiAnswer, apiServer } from '@/testing/api-server';
import { england, football, listedMatch } from '@/testing/catalogue-match';
import { renderInShell } from '@/testing/render';
import { SearchBox } from './search-box';

const router = { push: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const match = (id: number, name: string, status: number, start: string): ListedMatch =>
  listedMatch(id, { name, status, start_time: start });

const league = (id: number, name: string): Tournament => ({
  id,
  urn_id: `sr:tournament:${id}`,
  slug: name.toLowerCase().replace(/ /g, '-'),
  name,
  priority: 10 - id,
  category: { ...england },
  sport: { ...football, main_market_id: 1, secondary_market_id: null },
});

/** Answers every search with `answer(q)`, recording the queries. */
function answerSearch(answer: (q: string) => SearchResult) {
  const queries: string[] = [];
  apiServer.use(
    http.get('*/api/sportsbook/search', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      queries.push(q);
      return apiAnswer(answer(q));
    }),
  );
  return queries;
}

const nothing = { matches: [], tournaments: [], did_you_mean: null, popular_tournaments: [] };

describe('SearchBox', () => {
  it('shows each match with its start date, or Live for a match being played', async () => {
    answerSearch(() => ({
      ...nothing,
      matches: [
        match(1, 'Lions - Hawks', 1, '2020-01-01T10:00:00Z'),
        match(2, 'Lions - Bears', 0, '2030-07-01T18:30:00Z'),
      ],
    }));
    const user = userEvent.setup();
    renderInShell(<SearchBox locale="en" />);
    await user.type(screen.getByRole('combobox'), 'lions');
    const live = await screen.findByRole('option', { name: /Lions - Hawks/ });
    expect(within(live).getByText('Live')).toBeVisible();
    expect(live.querySelector('time')).toBeNull();
    const later = screen.getByRole('option', { name: /Lions - Bears/ });
    expect(within(later).queryByText('Live')).toBeNull();
    const time = later.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2030-07-01T18:30:00Z');
    expect(time?.textContent).toMatch(/Jul/);
  });

  it('says nothing was found and offers the corrected spelling, Live now and the popular leagues', async () => {
    const queries = answerSearch((q) =>
      q === 'Liverpool'
        ? { ...nothing, matches: [match(3, 'Liverpool - Everton', 0, '2030-07-02T18:30:00Z')] }
        : { ...nothing, did_you_mean: 'Liverpool', popular_tournaments: [league(1, 'Premier League')] },
    );
    const user = userEvent.setup();
    renderInShell(<SearchBox locale="en" />);
    await user.type(screen.getByRole('combobox'), 'liverpol');
    const panel = await screen.findByTestId('search-suggestions');
    expect(within(panel).getByText('Nothing found for “liverpol”')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Live now' })).toHaveAttribute('href', '/en/live');
    expect(within(panel).getByRole('link', { name: /Premier League/ })).toHaveAttribute(
      'href',
      '/en/football/premier-league',
    );
    // Tab reaches the suggestions without closing them.
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Liverpool' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('option', { name: /Liverpool - Everton/ })).toBeVisible();
    expect(screen.getByRole('combobox')).toHaveValue('Liverpool');
    expect(queries).toEqual(['liverpol', 'Liverpool']);
    expect(screen.queryByTestId('search-suggestions')).toBeNull();
  });

  it('offers no spelling when none is near, and closes the suggestions when focus leaves the search', async () => {
    answerSearch(() => ({ ...nothing, popular_tournaments: [league(1, 'Premier League')] }));
    const user = userEvent.setup();
    renderInShell(
      <>
        <SearchBox locale="en" />
        <button type="button">elsewhere</button>
      </>,
    );
    await user.type(screen.getByRole('combobox'), 'zzzz');
    const panel = await screen.findByTestId('search-suggestions');
    expect(within(panel).queryByText(/Did you mean/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByTestId('search-suggestions')).toBeNull();
  });
});
