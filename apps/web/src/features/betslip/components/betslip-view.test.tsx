import type { PlacedBet, PlacementRequest } from '@sportsbook/contracts/betting';
import { BET_ERROR_CODES, type ErrorBody } from '@sportsbook/contracts/errors';
import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain/match-status';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '@/features/account/auth-store';
import { EMPTY_PLAYER } from '@/features/account/player';
import { DEFAULT_SLIP_SETTINGS } from '@/features/betslip/model/slip-settings';
import { liveDeps } from '@/features/betslip/store/live-deps';
import { connectOutcomeButtons } from '@/features/betslip/store/outcome-bridge';
import { handlePick } from '@/features/betslip/store/pick-handler';
import { slipStore } from '@/features/betslip/store/slip-instance';
import { OddsButton } from '@/features/catalogue/components/odds-button';
import { modalStore } from '@/features/modals/modal-store';
import { useOutcomeSelection } from '@/shared/betting/outcome-selection';
import { answerPost, apiAnswer, apiServer } from '@/testing/api-server';
import { renderInShell } from '@/testing/render';
import { BetslipView } from './betslip-view';

const PLACE_URL = '/api/sportsbook/v3/bets';
const market = { id: 3, specifier: '', status: MARKET_STATUS.active, name: '1x2' };
/** Two matches, each with the price of its home win. */
const prices = [
  {
    match: { id: 7, name: 'Lions – Tigers', status: MATCH_STATUS.prematch, provider: 'betradar' as const },
    outcome: { id: '1', name: 'Lions', odds: 2500, active: true },
  },
  {
    match: { id: 8, name: 'Hawks – Owls', status: MATCH_STATUS.prematch, provider: 'betradar' as const },
    outcome: { id: '1', name: 'Hawks', odds: 1800, active: true },
  },
];

/** The page around the slip: two prices to pick and the slip itself, connected as the shell connects them. */
function renderPage() {
  renderInShell(
    <>
      {prices.map(({ match, outcome }) => (
        <OddsButton
          key={match.id}
          match={match}
          market={market}
          outcome={outcome}
          marketStatus={MARKET_STATUS.active}
          providerDown={false}
        />
      ))}
      <section aria-label="Bet slip">
        <BetslipView />
      </section>
    </>,
  );
  return { user: userEvent.setup(), slip: within(screen.getByRole('region', { name: 'Bet slip' })) };
}

function signIn() {
  authStore.store.setState({
    status: 'logged_in',
    player: { ...EMPTY_PLAYER, id: 5, isLoggedIn: true, currency: 'EUR' },
    accounts: [{ currency: 'EUR', balance: 10_000, active: true }],
  });
}

function placedAs(request: PlacementRequest, status: PlacedBet['status'] = 'waiting_results'): PlacedBet[] {
  return request.bets.map((bet, i) => ({
    betId: String(100 + i),
    ref: `BREF${100 + i}`,
    status,
    isVip: false,
    odds: bet.selections.reduce((odds, s) => Math.floor((odds * s.odds) / 1000), 1000),
    stake: bet.stake.value,
    selections: bet.selections,
  }));
}

let disconnect: () => void = () => undefined;
beforeEach(() => {
  slipStore.setCurrency('EUR', 100);
  slipStore.setSettings(DEFAULT_SLIP_SETTINGS);
  disconnect = connectOutcomeButtons(slipStore, useOutcomeSelection.getState(), (pick) =>
    handlePick(liveDeps, pick),
  );
  apiServer.use(
    http.get('/api/platform/player/accounts', () =>
      HttpResponse.json([{ currency: 'EUR', balance: 9_000, active: true }]),
    ),
  );
});
afterEach(() => {
  disconnect();
  slipStore.dispatch({ type: 'clear' });
  authStore.signOut();
  modalStore.close('signIn');
});

describe('the bet slip', () => {
  it('starts empty and takes a pick from an odds button, shown picked on the button', async () => {
    const { user, slip } = renderPage();
    expect(slip.getByText('Your bet slip is empty.')).toBeInTheDocument();
    const lions = screen.getByRole('button', { name: /Lions/, pressed: false });
    await user.click(lions);
    expect(lions).toHaveAttribute('aria-pressed', 'true');
    expect(slip.getByText('Lions – Tigers')).toBeInTheDocument();
    expect(slip.getByRole('button', { name: 'Place bet' })).toBeDisabled();
  });

  it('makes a combo of two matches with the product of the prices', async () => {
    signIn();
    const { user, slip } = renderPage();
    await user.click(screen.getByRole('button', { name: /Lions/ }));
    await user.click(screen.getByRole('button', { name: /Hawks/ }));
    expect(slip.getByText('Double')).toBeInTheDocument();
    // 2.50 x 1.80
    expect(slip.getByText('4.50')).toBeInTheDocument();
  });

  it('places a single for a signed-in player with the stake typed, and says it is placed', async () => {
    signIn();
    const sent = answerPost(PLACE_URL, (body) => apiAnswer(placedAs(body as unknown as PlacementRequest)));
    const { user, slip } = renderPage();
    await user.click(screen.getByRole('button', { name: /Lions/ }));
    await user.type(slip.getByLabelText('Stake (EUR)'), '10');
    expect(slip.getByTestId('total-win')).toHaveTextContent('€25.00');
    await user.click(slip.getByRole('button', { name: 'Place bet' }));
    expect(await slip.findByText('Your bet is placed.')).toBeInTheDocument();
    expect(slip.getByText('Ref. BREF100')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    const request = sent[0] as unknown as PlacementRequest;
    expect(request.bets).toEqual([
      expect.objectContaining({
        type: 'single',
        stake: { value: 1000, currency: 'EUR' },
        selections: [{ match_id: 7, market_id: 3, specifier: '', outcome_id: '1', odds: 2500 }],
      }),
    ]);
    // The balance is read again after a placed bet.
    await waitFor(() => expect(authStore.getState().accounts[0]?.balance).toBe(9_000));
  });

  it('shows the prices a refusal returned and places nothing until the player accepts them', async () => {
    signIn();
    let calls = 0;
    answerPost(PLACE_URL, (body) => {
      calls += 1;
      if (calls > 1) return apiAnswer(placedAs(body as unknown as PlacementRequest));
      const refusal: ErrorBody = {
        code: BET_ERROR_CODES.invalidOdds,
        message: 'Odds changed.',
        data: {
          details: {
            selections: [{ match_id: 7, market_id: 3, specifier: '', outcome_id: '1', current: 2300 }],
          },
        },
      };
      return apiAnswer(refusal, 400);
    });
    const { user, slip } = renderPage();
    await user.click(screen.getByRole('button', { name: /Lions/ }));
    await user.type(slip.getByLabelText('Stake (EUR)'), '10');
    await user.click(slip.getByRole('button', { name: 'Place bet' }));
    expect(
      await slip.findByText('Some odds have changed. Check them and accept to go on.'),
    ).toBeInTheDocument();
    expect(slip.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    await user.click(slip.getByRole('button', { name: 'Accept odds changes' }));
    await user.click(slip.getByRole('button', { name: 'Place bet' }));
    expect(await slip.findByText('Your bet is placed.')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('asks a visitor to sign in instead of placing', async () => {
    const sent = answerPost(PLACE_URL, () => apiAnswer([]));
    const { user, slip } = renderPage();
    await user.click(screen.getByRole('button', { name: /Lions/ }));
    await user.type(slip.getByLabelText('Stake (EUR)'), '10');
    await user.click(slip.getByRole('button', { name: 'Place bet' }));
    expect(modalStore.isOpen('signIn')).toBe(true);
    expect(sent).toEqual([]);
  });

  it('empties on "Remove all" and frees the odds buttons', async () => {
    const { user, slip } = renderPage();
    await user.click(screen.getByRole('button', { name: /Lions/ }));
    await user.click(slip.getByRole('button', { name: 'Remove all' }));
    expect(slip.getByText('Your bet slip is empty.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Lions/ })).toHaveAttribute('aria-pressed', 'false');
  });
});
