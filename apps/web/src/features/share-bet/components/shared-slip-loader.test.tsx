import type { Market, Match } from '@sportsbook/contracts/catalogue';
import type { SharedBets } from '@sportsbook/contracts/share-codes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/features/account/auth-store';
import { EMPTY_PLAYER } from '@/features/account/player';
import { slipStore } from '@/features/betslip/store/slip-instance';
import { shimDialog } from '@/features/bonuses/promotions/testing/dialog-shim';
import { alertStore } from '@/features/modals/alert-store';
import { apiAnswer, apiServer } from '@/testing/api-server';
import { matchDetail } from '@/testing/catalogue-match';
import { renderInShell } from '@/testing/render';
import { closeShareNotice } from '../model/share-notice';
import { ShareBetNotFoundModal } from './share-bet-not-found-modal';
import { SharedSlipLoader } from './shared-slip-loader';

const SHARE_URL = '/api/sportsbook/bets/share-code';

function market(matchId: number, outcomes: Market['outcomes']): Market {
  return {
    match_urn_id: `sr:match:${matchId}`,
    id: 1,
    name: '1x2',
    status: 1,
    specifier: '',
    outcomes,
    market_groups: ['main'],
    priority: 1,
    most_balanced: true,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: 'betradar',
  };
}

function match(id: number, home: string, away: string): Match {
  const competitor = (name: string) => ({ id: name, name, abbreviation: null, logo: null });
  return matchDetail(id, {
    slug: `${home}-${away}-${id}`.toLowerCase(),
    name: `${home} - ${away}`,
    competitors: { home: competitor(home), away: competitor(away) },
  });
}

const outcomes = (home: number) => [
  { id: '1', name: 'Home', odds: home, active: true },
  { id: '2', name: 'Draw', odds: 3400, active: true },
];

/** A shared combo of Lions (7) and Hawks (8) home wins, 60.00 in the reader's currency. */
function sharedCombo(bettable: [boolean, boolean], currency = 'EUR'): SharedBets {
  return {
    code: 'ABCD2345',
    currency,
    expires_at: '2030-01-31T00:00:00.000Z',
    bets: [
      {
        type: 'combo',
        system_id: null,
        stake: { value: 6000, currency },
        selections: [
          { match_id: 7, market_id: 1, specifier: '', outcome_id: '1', odds: 2500, bettable: bettable[0] },
          { match_id: 8, market_id: 1, specifier: '', outcome_id: '1', odds: 1800, bettable: bettable[1] },
        ],
      },
    ],
  };
}

/** The API: the shared slip (or an error), and the two matches with their markets. Answers the share look-ups. */
function answerShare(answer: () => Response) {
  const lookups: URLSearchParams[] = [];
  apiServer.use(
    http.get(SHARE_URL, ({ request }) => {
      lookups.push(new URL(request.url).searchParams);
      return answer();
    }),
    http.get('/api/sportsbook/matches/7', () => HttpResponse.json(match(7, 'Lions', 'Tigers'))),
    http.get('/api/sportsbook/matches/8', () => HttpResponse.json(match(8, 'Hawks', 'Owls'))),
    http.get('/api/sportsbook/matches/7/markets', () =>
      HttpResponse.json({
        data: [market(7, outcomes(2600))],
        pagination: { total: 1, page: 1, limit: 500, last_page: 1 },
      }),
    ),
    http.get('/api/sportsbook/matches/8/markets', () =>
      HttpResponse.json({
        data: [market(8, outcomes(1850))],
        pagination: { total: 1, page: 1, limit: 500, last_page: 1 },
      }),
    ),
  );
  return lookups;
}

function renderLoader(code: string) {
  renderInShell(
    <>
      <SharedSlipLoader code={code} />
      <ShareBetNotFoundModal />
    </>,
  );
  return userEvent.setup();
}

beforeAll(shimDialog);
beforeEach(() => {
  slipStore.setCurrency('EUR', 100);
  slipStore.setPanel({ open: false, tab: 'myBets' });
  authStore.store.setState({ status: 'not_logged_in', player: EMPTY_PLAYER, accounts: [] });
});
afterEach(() => {
  slipStore.dispatch({ type: 'clear' });
  closeShareNotice();
  for (const alert of alertStore.getState().alerts) alertStore.dismiss(alert.id);
  authStore.store.setState({ status: 'unknown', player: EMPTY_PLAYER, accounts: [] });
  vi.restoreAllMocks();
});

describe('opening a shared link', () => {
  it("loads the bets into the slip with the catalogue's names and prices and the converted stake, and opens the slip tab", async () => {
    const lookups = answerShare(() => apiAnswer(sharedCombo([true, true])));
    window.history.replaceState(null, '', '/en?sport=football&shareCode=abcd2345');
    renderLoader('abcd2345');
    await waitFor(() => expect(slipStore.getState().ticket.bets).toHaveLength(1));
    const [bet] = slipStore.getState().ticket.bets;
    expect(bet).toMatchObject({ betType: 'combo', stake: 6000, stakeSource: 'sharing', currency: 'EUR' });
    expect(bet?.selections.map((s) => [s.nameA, s.nameB, s.marketName, s.outcomeName, s.odds])).toEqual([
      ['Lions', 'Tigers', '1x2', 'Home', 2600],
      ['Hawks', 'Owls', '1x2', 'Home', 1850],
    ]);
    expect(slipStore.getState().panel).toEqual({ open: true, tab: 'betslip' });
    // The code left the address bar; the rest of it stayed.
    expect(`${window.location.pathname}${window.location.search}`).toBe('/en?sport=football');
    // A visitor reads in the slip's currency; the typed code went out upper-cased.
    expect(lookups.map((q) => [q.get('code'), q.get('currency')])).toEqual([['ABCD2345', 'EUR']]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a signed-in player reads in the account currency (the server decides it), once the account is known', async () => {
    const lookups = answerShare(() => apiAnswer(sharedCombo([true, true], 'BRL')));
    authStore.store.setState({ status: 'pending', player: EMPTY_PLAYER, accounts: [] });
    renderLoader('ABCD2345');
    expect(lookups).toHaveLength(0);
    authStore.store.setState({
      status: 'logged_in',
      player: { ...EMPTY_PLAYER, id: 5, isLoggedIn: true, currency: 'BRL' },
      accounts: [{ currency: 'BRL', balance: 10_000, active: true }],
    });
    await waitFor(() => expect(slipStore.getState().ticket.bets).toHaveLength(1));
    expect(lookups.map((q) => q.has('currency'))).toEqual([false]);
    expect(slipStore.getState().ticket.bets[0]).toMatchObject({ stake: 6000, currency: 'BRL' });
  });

  it('drops a selection that no longer takes bets, says so, and makes the combo left with one a single', async () => {
    answerShare(() => apiAnswer(sharedCombo([true, false])));
    renderLoader('ABCD2345');
    await waitFor(() => expect(slipStore.getState().ticket.bets).toHaveLength(1));
    expect(slipStore.getState().ticket.bets[0]).toMatchObject({ betType: 'single', stake: 6000 });
    expect(alertStore.getState().alerts.map((a) => [a.severity, a.message])).toEqual([
      ['warning', '1 selection no longer takes bets and was left out.'],
    ]);
  });
});

describe('the share-bet-not-found modal', () => {
  it('an unknown or expired code: link-not-found; OK closes it and the slip is unchanged', async () => {
    answerShare(() => apiAnswer({ code: 'share_code_not_found', message: 'No shared slip.', data: {} }, 404));
    const user = renderLoader('ZZZZZZZZ');
    const dialog = await screen.findByRole('dialog', { name: 'Shared bet' });
    expect(dialog).toHaveTextContent('This link was not found. It may have expired.');
    expect(slipStore.getState().ticket.bets).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an empty code, or one that cannot be a code: link-not-found without asking the API', async () => {
    renderLoader('');
    expect(await screen.findByRole('dialog', { name: 'Shared bet' })).toHaveTextContent(
      'This link was not found.',
    );
  });

  it('bets that convert to nothing bettable: link-try-another-bet', async () => {
    answerShare(() => apiAnswer(sharedCombo([false, false])));
    renderLoader('ABCD2345');
    expect(await screen.findByRole('dialog', { name: 'Shared bet' })).toHaveTextContent(
      'None of these bets can be placed any more. Try another bet.',
    );
    expect(slipStore.getState().ticket.bets).toEqual([]);
  });

  it('any other failure: link-try-later, reported', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerShare(() => apiAnswer({ code: 'internal_error', message: 'Boom.', data: {} }, 500));
    renderLoader('ABCD2345');
    expect(await screen.findByRole('dialog', { name: 'Shared bet' })).toHaveTextContent(
      'The shared bets could not be loaded. Please try again later.',
    );
    expect(report).toHaveBeenCalledWith('[sportsbook] shared slip could not be fetched', expect.anything());
  });
});
