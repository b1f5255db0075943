import type { PlacementRequest } from '@sportsbook/contracts/betting';
import type { BonusOffersBody, BonusOffersResponse } from '@sportsbook/contracts/bonus-offers';
import type { BoostedFreebet, Comboboost, Freebet } from '@sportsbook/contracts/bonuses';
import type { ErrorBody } from '@sportsbook/contracts/errors';
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
import { comboboostFixture } from '@/features/bonuses/testing/bonus-fixtures';
import { OddsButton } from '@/features/catalogue/components/odds-button';
import { useOutcomeSelection } from '@/shared/betting/outcome-selection';
import { answerPost, apiAnswer, apiServer } from '@/testing/api-server';
import { renderInShell } from '@/testing/render';
import { BetslipView } from './betslip-view';
import { BonusOffersSync } from './bonus-offers-sync';

// The slip's bonuses as a player meets them: offers asked from POST /bonuses for the picked legs, the
// comboboost of a combo (name, boost, boosted odds, extra win, the switch, what placement sends and a refusal)
// and the freebet picker naming each kind and what it pays.

const OFFERS_URL = '/api/sportsbook/bonuses';
const PLACE_URL = '/api/sportsbook/v3/bets';
const market = { id: 3, specifier: '', status: MARKET_STATUS.active, name: '1x2' };
const prices = [
  { id: 7, name: 'Lions – Tigers', team: 'Lions', odds: 2000 },
  { id: 8, name: 'Hawks – Owls', team: 'Hawks', odds: 1500 },
  { id: 9, name: 'Bears – Wolves', team: 'Bears', odds: 1300 },
];

/** The comboboost of the demo campaign's shape: +10% from three legs at 1.20 or more, +20% from five. */
const comboboostTerms = {
  bonusId: '40',
  status: 'active' as const,
  minOdds: 1200,
  ranges: [
    { minCount: 3, maxCount: 4, bonusOdds: 1100 },
    { minCount: 5, maxCount: 40, bonusOdds: 1200 },
  ],
};

/** The server's answer for the bets sent: the comboboost on every bet, the freebets given. */
function offersFor(body: BonusOffersBody, freebet: BonusOffersResponse['data'][number]['freebet']) {
  return {
    data: body.bets.map((bet) => ({
      comboboost: {
        ...comboboostTerms,
        eligibleMatchIds: bet.selections.map((s) => String(s.match_id)),
        suitableSelections: [],
      },
      freebet,
    })),
  } satisfies BonusOffersResponse;
}

const comboboostListItem: Comboboost = comboboostFixture(
  {
    id: '40',
    uses_count: 1,
    ranges: [
      { min_count: 3, max_count: 4, bonus_odds: 1100 },
      { min_count: 5, max_count: 40, bonus_odds: 1200 },
    ],
    valid_to: '2027-01-01T00:00:00.000Z',
  },
  {
    times_used: 0,
    issued_at: '2026-11-01T00:00:00.000Z',
    activated_at: '2026-11-01T00:00:00.000Z',
    seen: true,
    computed_status: 'active',
  },
);

function renderPage() {
  renderInShell(
    <>
      {prices.map((p) => (
        <OddsButton
          key={p.id}
          match={{ id: p.id, name: p.name, status: MATCH_STATUS.prematch, provider: 'betradar' }}
          market={market}
          outcome={{ id: '1', name: p.team, odds: p.odds, active: true }}
          marketStatus={MARKET_STATUS.active}
          providerDown={false}
        />
      ))}
      <BonusOffersSync />
      <section aria-label="Bet slip">
        <BetslipView />
      </section>
    </>,
  );
  return { user: userEvent.setup(), slip: within(screen.getByRole('region', { name: 'Bet slip' })) };
}

let disconnect: () => void = () => undefined;
beforeEach(() => {
  slipStore.setCurrency('EUR', 100);
  slipStore.setSettings(DEFAULT_SLIP_SETTINGS);
  disconnect = connectOutcomeButtons(slipStore, useOutcomeSelection.getState(), (pick) =>
    handlePick(liveDeps, pick),
  );
  authStore.store.setState({
    status: 'logged_in',
    player: { ...EMPTY_PLAYER, id: 5, isLoggedIn: true, currency: 'EUR' },
    accounts: [{ currency: 'EUR', balance: 10_000, active: true }],
  });
  apiServer.use(
    http.get('/api/platform/player/accounts', () =>
      HttpResponse.json([{ currency: 'EUR', balance: 10_000, active: true }]),
    ),
    http.get('/api/sportsbook/bonuses/comboboosts', () => HttpResponse.json({ data: [comboboostListItem] })),
    http.get('/api/sportsbook/bonuses/freebets', () =>
      HttpResponse.json({ data: [listedFreebet('11', 500, null), listedFreebet('12', 300, null)] }),
    ),
    // The private channel the offers listen on stays unconnected here: no real-time server in these tests.
    http.post('/api/sportsbook/websocket/token', () =>
      HttpResponse.json(
        { code: 'unavailable', message: 'No real time in component tests', data: {} },
        { status: 503 },
      ),
    ),
  );
});
afterEach(() => {
  disconnect();
  slipStore.dispatch({ type: 'clear' });
  authStore.signOut();
});

/** A freebet of the player's list (GET /bonuses/freebets), boostable by x1.5 when `boost` is set. */
function listedFreebet(id: string, amount: number, boost: number | null): Freebet {
  return {
    id,
    type: 'freebet',
    status: 'active',
    title: 'A freebet',
    campaign_id: 2,
    min_odds: null,
    max_odds: null,
    match_status: 'any',
    selection_count_from: 1,
    selection_count_to: null,
    valid_to: '2027-01-01T00:00:00.000Z',
    boost_multiplier: boost,
    issued: {
      is_active: true,
      currency: 'EUR',
      amount,
      issued_at: '2026-11-01T00:00:00.000Z',
      used_in_bet: null,
      activated_at: '2026-11-01T00:00:00.000Z',
      seen: true,
      computed_status: 'active',
    },
  };
}

/** Picks the home wins of these matches (by position) on their odds buttons. */
async function pick(user: ReturnType<typeof userEvent.setup>, from: number, to = from + 1) {
  for (const p of prices.slice(from, to)) {
    await user.click(screen.getByRole('button', { name: new RegExp(`^${p.team}`) }));
  }
}

describe('the comboboost in the slip', () => {
  it('shows a qualifying combo its name, boost, boosted odds and extra win; the player can turn it off', async () => {
    const asked = answerPost(OFFERS_URL, (body) => apiAnswer(offersFor(body as BonusOffersBody, [])));
    const { user, slip } = renderPage();
    await pick(user, 0, 2);
    // Two legs: the range starts at three.
    expect(await slip.findByTestId('comboboost-hint')).toHaveTextContent(
      'Add 1 more selection at odds of 1.20 or more for a +10% odds boost.',
    );
    await pick(user, 2);
    const row = await slip.findByRole('region', { name: 'Football comboboost' });
    expect(within(row).getByTestId('comboboost-percent')).toHaveTextContent('+10% odds boost');
    // 2.00 x 1.50 x 1.30 = 3.90, boosted by 1.10: 4.29.
    expect(within(row).getByTestId('comboboost-odds')).toHaveTextContent('4.29');
    expect(within(row).getByText('instead of 3.90')).toBeInTheDocument();
    expect(slip.getByTestId('total-odds')).toHaveTextContent('4.29');
    await user.type(slip.getByLabelText('Stake (EUR)'), '10');
    // 10.00 x 4.29 = 42.90 against 39.00 unboosted.
    expect(within(row).getByTestId('comboboost-extra-win')).toHaveTextContent('€3.90');
    expect(slip.getByTestId('total-win')).toHaveTextContent('€42.90');
    // The last question names the three legs with the slip's selection ids at their prices.
    const last = asked.at(-1) as unknown as BonusOffersBody;
    expect(last.bets[0]?.selections.map((s) => [s.match_id, s.odds])).toEqual([
      [7, 2000],
      [8, 1500],
      [9, 1300],
    ]);

    const toggle = within(row).getByRole('checkbox', { name: 'Boost this combo' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(slip.getByTestId('total-odds')).toHaveTextContent('3.90');
    expect(slip.getByTestId('total-win')).toHaveTextContent('€39.00');
    await user.click(toggle);
    expect(slip.getByTestId('total-odds')).toHaveTextContent('4.29');
  });

  it('places the combo with the comboboost and its bonus odds; a refusal shows its reason and asks again', async () => {
    const asked = answerPost(OFFERS_URL, (body) => apiAnswer(offersFor(body as BonusOffersBody, [])));
    const placements = answerPost(PLACE_URL, () =>
      apiAnswer(
        {
          code: 'comboboost_unavailable',
          message: 'This comboboost cannot be used for this bet.',
          data: {
            localized_message: 'error.place_bets.comboboost_unavailable',
            details: { reason: 'bonus_odds_changed' },
          },
        } satisfies ErrorBody,
        400,
      ),
    );
    const { user, slip } = renderPage();
    await pick(user, 0, 3);
    await slip.findByRole('region', { name: 'Football comboboost' });
    await user.type(slip.getByLabelText('Stake (EUR)'), '10');
    const askedBefore = asked.length;
    await user.click(slip.getByRole('button', { name: 'Place bet' }));
    expect(
      await slip.findByText(
        'The comboboost for this combo has changed. Check the new boost and place your bet again.',
      ),
    ).toBeInTheDocument();
    const sent = placements[0] as unknown as PlacementRequest;
    expect(sent.bets[0]?.bonus).toEqual({ id: '40', type: 'comboboost', odds: 1100 });
    // The offers were stale: the slip asks for them again.
    await waitFor(() => expect(asked.length).toBeGreaterThan(askedBefore));
  });

  it('follows the legs: removing one drops the boost at once', async () => {
    answerPost(OFFERS_URL, (body) => apiAnswer(offersFor(body as BonusOffersBody, [])));
    const { user, slip } = renderPage();
    await pick(user, 0, 3);
    await slip.findByRole('region', { name: 'Football comboboost' });
    await user.click(slip.getByRole('button', { name: 'Remove Bears' }));
    expect(slip.queryByRole('region', { name: 'Football comboboost' })).not.toBeInTheDocument();
    expect(slip.getByTestId('total-odds')).toHaveTextContent('3.00');
  });
});

describe('the freebet picker', () => {
  it('names each kind with its amount and says what the chosen one pays; the potential win follows the kind', async () => {
    answerPost(OFFERS_URL, (body) =>
      apiAnswer(
        offersFor(body as BonusOffersBody, [
          { bonusId: '11', bonusType: 'freebet_no_risk', amount: 500 },
          { bonusId: '12', bonusType: 'freebet_all_win', amount: 300 },
          { bonusId: '13', bonusType: 'freebet_only_win', amount: 200 },
        ]),
      ),
    );
    const { user, slip } = renderPage();
    await pick(user, 0);
    const picker = await slip.findByLabelText('Free bet', { exact: true });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No free bet', 'No-risk free bet €5.00', 'All-win free bet €3.00', 'Only-win free bet €2.00']);
    await user.selectOptions(picker, 'No-risk free bet €5.00');
    expect(slip.getByLabelText('Stake (EUR)')).toHaveValue('5.00');
    expect(slip.getByTestId('freebet-pays')).toHaveTextContent(
      'a win pays out the profit, and if the bet loses you get the stake back as a new free bet.',
    );
    // 5.00 at 2.00: the profit, 5.00.
    expect(slip.getByLabelText('Potential win (EUR)')).toHaveValue('5.00');
    await user.selectOptions(picker, 'All-win free bet €3.00');
    expect(slip.getByTestId('freebet-pays')).toHaveTextContent('the whole return, stake included.');
    // 3.00 at 2.00: the whole return, 6.00.
    expect(slip.getByLabelText('Potential win (EUR)')).toHaveValue('6.00');
    await user.selectOptions(picker, 'Only-win free bet €2.00');
    expect(slip.getByTestId('freebet-pays')).toHaveTextContent('a win pays out the profit only.');
    expect(slip.getByLabelText('Potential win (EUR)')).toHaveValue('2.00');
  });

  it('a freebet the server no longer offers is dropped with its stake', async () => {
    let offered = true;
    answerPost(OFFERS_URL, (body) =>
      apiAnswer(
        offersFor(
          body as BonusOffersBody,
          offered ? [{ bonusId: '11', bonusType: 'freebet', amount: 500 }] : [],
        ),
      ),
    );
    const { user, slip } = renderPage();
    await pick(user, 0);
    await user.selectOptions(await slip.findByLabelText('Free bet', { exact: true }), 'Free bet €5.00');
    expect(slip.getByLabelText('Stake (EUR)')).toHaveValue('5.00');
    offered = false;
    await pick(user, 1);
    await waitFor(() => expect(slip.queryByLabelText('Free bet', { exact: true })).not.toBeInTheDocument());
    expect(slip.getByLabelText('Stake (EUR)')).toHaveValue('');
  });
});

describe('the freebet boost', () => {
  it('boosts the chosen freebet once: the slip says the new amount and stakes the bet at it', async () => {
    let amount = 400;
    answerPost(OFFERS_URL, (body) =>
      apiAnswer(offersFor(body as BonusOffersBody, [{ bonusId: '21', bonusType: 'freebet', amount }])),
    );
    apiServer.use(
      http.get('/api/sportsbook/bonuses/freebets', () =>
        HttpResponse.json({ data: [listedFreebet('21', amount, 1.5)] }),
      ),
    );
    const boosts = answerPost('/api/sportsbook/bonuses/21/boost', () => {
      amount = 600;
      return apiAnswer({ id: '21', type: 'freebet', amount } satisfies BoostedFreebet);
    });
    const { user, slip } = renderPage();
    await pick(user, 0);
    await user.selectOptions(await slip.findByLabelText('Free bet', { exact: true }), 'Free bet €4.00');
    expect(slip.getByLabelText('Stake (EUR)')).toHaveValue('4.00');
    await user.click(await slip.findByRole('button', { name: 'Boost this free bet' }));
    expect(await slip.findByText('Your free bet is now €6.00.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(slip.getByLabelText('Stake (EUR)')).toHaveValue('6.00'));
    expect(slip.queryByRole('button', { name: 'Boost this free bet' })).not.toBeInTheDocument();
    expect(boosts).toHaveLength(1);
  });

  it('offers no boost for a freebet whose campaign sets none', async () => {
    answerPost(OFFERS_URL, (body) =>
      apiAnswer(offersFor(body as BonusOffersBody, [{ bonusId: '11', bonusType: 'freebet', amount: 500 }])),
    );
    const { user, slip } = renderPage();
    await pick(user, 0);
    await user.selectOptions(await slip.findByLabelText('Free bet', { exact: true }), 'Free bet €5.00');
    expect(slip.getByLabelText('Stake (EUR)')).toHaveValue('5.00');
    expect(slip.queryByRole('button', { name: 'Boost this free bet' })).not.toBeInTheDocument();
  });
});
