import type { PlacedBet, PlacementRequest } from '@sportsbook/contracts/betting';
import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain/match-status';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { PickAnnouncer } from './pick-announcer';
import { SkipToSlip } from './skip-to-slip';
import { TICKET_PANEL_ID } from './ticket-panel';

// The slip of issue 19, driven as a player would: picks from odds buttons, stakes typed, Enter and Place.
const PLACE_URL = '/api/sportsbook/v3/bets';
const market = { id: 3, specifier: '', status: MARKET_STATUS.active, name: '1x2' };
const lions = { id: 7, name: 'Lions – Tigers', status: MATCH_STATUS.prematch, provider: 'betradar' as const };
const prices = [
  { match: lions, outcome: { id: '1', name: 'Lions', odds: 2500, active: true } },
  { match: lions, outcome: { id: '2', name: 'Draw', odds: 3200, active: true } },
  {
    match: { id: 8, name: 'Hawks – Owls', status: MATCH_STATUS.prematch, provider: 'betradar' as const },
    outcome: { id: '1', name: 'Hawks', odds: 2000, active: true },
  },
  {
    match: { id: 9, name: 'Bears – Wolves', status: MATCH_STATUS.prematch, provider: 'betradar' as const },
    outcome: { id: '1', name: 'Bears', odds: 3000, active: true },
  },
];

function renderPage() {
  renderInShell(
    <>
      {prices.map(({ match, outcome }) => (
        <OddsButton
          key={`${match.id}:${outcome.id}`}
          match={match}
          market={market}
          outcome={outcome}
          marketStatus={MARKET_STATUS.active}
          providerDown={false}
        />
      ))}
      <section aria-label="Bet slip" id={TICKET_PANEL_ID} tabIndex={-1}>
        <BetslipView />
      </section>
    </>,
  );
  return { user: userEvent.setup(), slip: within(screen.getByRole('region', { name: 'Bet slip' })) };
}

function signIn(balance = 10_000) {
  authStore.store.setState({
    status: 'logged_in',
    player: { ...EMPTY_PLAYER, id: 5, isLoggedIn: true, currency: 'EUR' },
    accounts: [{ currency: 'EUR', balance, active: true }],
  });
}

function placedAs(request: PlacementRequest): PlacedBet[] {
  return request.bets.map((bet, i) => ({
    betId: String(100 + i),
    ref: `BREF${100 + i}`,
    status: 'waiting_results',
    isVip: false,
    odds: bet.selections.reduce((odds, s) => Math.floor((odds * s.odds) / 1000), 1000),
    stake: bet.stake.value,
    selections: bet.selections,
  }));
}

const pick = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(screen.getByRole('button', { name: new RegExp(name) }));

let disconnect: () => void = () => undefined;
beforeEach(() => {
  slipStore.setCurrency('EUR', 100);
  slipStore.setSettings(DEFAULT_SLIP_SETTINGS);
  disconnect = connectOutcomeButtons(slipStore, useOutcomeSelection.getState(), (p) =>
    handlePick(liveDeps, p),
  );
  apiServer.use(
    http.get('/api/platform/player/accounts', () =>
      HttpResponse.json([{ currency: 'EUR', balance: 9_000, active: true }]),
    ),
    http.get('/api/sportsbook/bonuses/comboboosts', () => HttpResponse.json({ data: [] })),
  );
});
afterEach(() => {
  disconnect();
  slipStore.dispatch({ type: 'clear' });
  authStore.signOut();
  modalStore.close('deposit');
});

describe('the bet slip a player trusts', () => {
  it('from a price picked with the keyboard, Tab and Enter reach its stake, and Enter there places the bet', async () => {
    signIn();
    const sent = answerPost(PLACE_URL, (body) => apiAnswer(placedAs(body as unknown as PlacementRequest)));
    renderInShell(<SkipToSlip />);
    const { user, slip } = renderPage();
    await pick(user, 'Lions');
    const hawks = screen.getByRole('button', { name: /Hawks/ });
    hawks.focus();
    await user.keyboard('{Enter}');
    expect(hawks).toHaveAttribute('aria-pressed', 'true');
    // The next stop after the picked price is its way to the stake; no other price has one.
    await user.tab();
    const toStake = screen.getByRole('button', { name: 'Enter stake for Hawks' });
    expect(toStake).toHaveFocus();
    expect(screen.getAllByRole('button', { name: /^Enter stake for/ })).toHaveLength(2);
    await user.keyboard('{Enter}');
    // Two picks of two matches make a combo: its one stake holds the Hawks pick.
    const stake = slip.getByLabelText('Stake (EUR)');
    await vi.waitFor(() => expect(stake).toHaveFocus());
    await user.keyboard('3{Enter}');
    expect(await slip.findByText(/placed/)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect((sent[0] as unknown as PlacementRequest).bets[0]?.stake.value).toBe(300);
  });

  it('announces a new pick with its price', async () => {
    renderInShell(<PickAnnouncer />);
    const { user } = renderPage();
    await pick(user, 'Hawks');
    expect(screen.getByTestId('pick-announcer')).toHaveTextContent('Added Hawks at 2.00');
  });

  it('offers Singles with two picks and places every single in one request, one stake for all', async () => {
    signIn();
    const sent = answerPost(PLACE_URL, (body) => apiAnswer(placedAs(body as unknown as PlacementRequest)));
    const { user, slip } = renderPage();
    await pick(user, 'Lions');
    await pick(user, 'Hawks');
    await user.click(slip.getByRole('radio', { name: 'Singles' }));
    await user.type(slip.getByLabelText('Same stake for every single'), '4');
    expect(slip.getByTestId('total-stake')).toHaveTextContent('€8.00');
    await user.click(slip.getByRole('button', { name: 'Place 2 bets' }));
    expect(await slip.findByText('Your 2 bets are placed.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    const request = sent[0] as unknown as PlacementRequest;
    expect(request.bets.map((bet) => [bet.type, bet.stake.value])).toEqual([
      ['single', 400],
      ['single', 400],
    ]);
  });

  it('turns two picks of one match into singles instead of a combo that cannot be placed', async () => {
    const { user, slip } = renderPage();
    await pick(user, 'Lions');
    await pick(user, 'Draw');
    expect(slip.getByRole('radio', { name: 'Singles' })).toBeChecked();
    expect(slip.getByRole('radio', { name: 'Combo' })).toBeDisabled();
    expect(slip.queryByText('Double')).not.toBeInTheDocument();
  });

  it('says "Enter a stake." only once the player typed in the stake or tried to place', async () => {
    signIn();
    const sent = answerPost(PLACE_URL, () => apiAnswer([]));
    const { user, slip } = renderPage();
    await pick(user, 'Lions');
    expect(slip.queryByText('Enter a stake.')).not.toBeInTheDocument();
    expect(slip.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    const stake = slip.getByLabelText('Stake (EUR)');
    await user.type(stake, '{Enter}');
    expect(slip.getByText('Enter a stake.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('checks the balance before sending and offers to deposit what is missing', async () => {
    signIn(1_000);
    const sent = answerPost(PLACE_URL, () => apiAnswer([]));
    const { user, slip } = renderPage();
    await pick(user, 'Lions');
    await user.type(slip.getByLabelText('Stake (EUR)'), '25{Enter}');
    expect(slip.getByText('Your balance is €15.00 short.')).toBeInTheDocument();
    expect(slip.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    expect(sent).toEqual([]);
    await user.click(slip.getByRole('button', { name: 'Deposit €15.00' }));
    expect(modalStore.isOpen('deposit')).toBe(true);
  });

  it('places with Enter in the stake field and shows a receipt with the reference My bets shows', async () => {
    signIn();
    const sent = answerPost(PLACE_URL, (body) => apiAnswer(placedAs(body as unknown as PlacementRequest)));
    const { user, slip } = renderPage();
    await pick(user, 'Lions');
    await user.type(slip.getByLabelText('Stake (EUR)'), '10{Enter}');
    expect(await slip.findByText('Your bet is placed.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(slip.getByText('Single: stake €10.00, odds 2.50, potential return €25.00')).toBeInTheDocument();
    expect(slip.getByText('Ref. BREF100')).toBeInTheDocument();
    await user.click(slip.getByRole('button', { name: 'Keep selections' }));
    expect(slip.getByText('Lions – Tigers')).toBeInTheDocument();
    expect(slip.getByLabelText('Stake (EUR)')).toHaveValue('');
  });

  it('"View in My bets" closes the receipt on the My bets tab', async () => {
    signIn();
    answerPost(PLACE_URL, (body) => apiAnswer(placedAs(body as unknown as PlacementRequest)));
    const { user, slip } = renderPage();
    await pick(user, 'Lions');
    await user.type(slip.getByLabelText('Stake (EUR)'), '10{Enter}');
    await user.click(await slip.findByRole('button', { name: 'View in My bets' }));
    expect(slipStore.getState().panel).toEqual({ open: true, tab: 'myBets' });
    expect(slip.getByText('Your bet slip is empty.')).toBeInTheDocument();
  });

  it('shows a system bet as the return range it may pay, not an average as total odds', async () => {
    const { user, slip } = renderPage();
    await pick(user, 'Lions');
    await pick(user, 'Hawks');
    await pick(user, 'Bears');
    await user.click(slip.getByRole('radio', { name: 'System' }));
    await user.type(slip.getByLabelText('Stake (EUR)'), '3');
    // 2 of 3 at 2.50, 2.00, 3.00: €1.00 a line at 5.00, 7.50 and 6.00.
    expect(slip.getByTestId('system-returns')).toHaveTextContent('€5.00 – €18.50');
    expect(slip.queryByText('Total odds')).not.toBeInTheDocument();
  });
});
