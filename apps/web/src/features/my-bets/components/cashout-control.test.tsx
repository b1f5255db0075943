import { BETTING_ERROR_CODES, type CashoutResponse } from '@sportsbook/contracts/betting';
import type { ErrorBody } from '@sportsbook/contracts/errors';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { betFixture } from '@/features/my-bets/testing/bet-fixture';
import { answerPost, apiAnswer, apiServer } from '@/testing/api-server';
import { renderInShell } from '@/testing/render';
import { settingsAnswer } from '@/testing/settings-answer';
import { CashoutControl } from './cashout-control';

const CASHOUT_URL = '/api/sportsbook/bets/cashout';

const cashedOut = (value: CashoutResponse) => apiAnswer(value);
const refused = (status: number, body: ErrorBody) => apiAnswer(body, status);
const answerCashouts = (answer: () => Response) => answerPost(CASHOUT_URL, answer);

/** The player's settings as the API answers them; the control takes the minimum share sold from them. */
const settings = settingsAnswer({ cashout_settings: { min_share_bp: 2000 } });

beforeEach(() => {
  apiServer.use(http.get('/api/sportsbook/settings', () => HttpResponse.json(settings)));
});

function renderControl() {
  const onCashedOut = vi.fn();
  // A 10.00 combo with an offer of 9.50.
  const bet = betFixture({ id: '1', to_cashout: 950 });
  renderInShell(<CashoutControl bet={bet} playerId={5} onCashedOut={onCashedOut} />);
  return { onCashedOut, user: userEvent.setup() };
}

describe('CashoutControl', () => {
  it('shows nothing for a bet without an offer', () => {
    renderInShell(
      <CashoutControl bet={betFixture({ id: '1', to_cashout: null })} playerId={5} onCashedOut={vi.fn()} />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks to confirm, sends the confirmed amount for the whole bet and tells the result', async () => {
    const sent = answerCashouts(() =>
      cashedOut({ bet_id: '1', status: 'done', cashed_out: 950, remaining_stake: 0, to_cashout: null }),
    );
    const { onCashedOut, user } = renderControl();
    await user.click(screen.getByRole('button', { name: 'Cash out €9.50' }));
    const confirm = screen.getByRole('button', { name: 'Confirm: cash out €9.50' });
    expect(confirm).toHaveFocus();
    expect(screen.getByText('You receive €9.50 now and the bet ends.')).toBeInTheDocument();
    await user.click(confirm);
    await waitFor(() => expect(onCashedOut).toHaveBeenCalledWith('Cashed out: €9.50 is on your balance.'));
    expect(sent).toEqual([{ bet_id: '1', to_cashout: 950 }]);
  });

  it('sells part of the stake at its share of the offer', async () => {
    const sent = answerCashouts(() =>
      cashedOut({
        bet_id: '1',
        status: 'waiting_results',
        cashed_out: 475,
        remaining_stake: 500,
        to_cashout: 475,
      }),
    );
    const { onCashedOut, user } = renderControl();
    await user.click(screen.getByRole('button', { name: 'Cash out €9.50' }));
    await user.click(await screen.findByLabelText('Cash out only part of the stake'));
    const slider = screen.getByRole('slider', { name: 'Share of the stake to cash out' });
    expect(slider).toHaveValue('50');
    // The lowest share is the one the settings serve (20%), not a share of the control's own.
    expect(slider).toHaveAttribute('min', '20');
    expect(
      screen.getByText('You receive €4.75 now; €5.00 of the stake stays on the bet.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm: cash out €4.75' }));
    await waitFor(() =>
      expect(onCashedOut).toHaveBeenCalledWith('Cashed out €4.75; €5.00 of the stake stays on the bet.'),
    );
    expect(sent).toEqual([{ bet_id: '1', to_cashout: 475, stake: 500 }]);
  });

  it('shows a changed offer and cashes nothing until the player confirms again', async () => {
    answerCashouts(() =>
      refused(409, {
        code: BETTING_ERROR_CODES.cashoutOfferChanged,
        message: 'The cash-out offer has changed.',
        data: { details: { to_cashout: 900 } },
      }),
    );
    const { onCashedOut, user } = renderControl();
    await user.click(screen.getByRole('button', { name: 'Cash out €9.50' }));
    await user.click(screen.getByRole('button', { name: 'Confirm: cash out €9.50' }));
    expect(
      await screen.findByText('The offer has changed to €9.00. Confirm again to cash out at the new amount.'),
    ).toBeInTheDocument();
    expect(onCashedOut).not.toHaveBeenCalled();
  });

  it('explains why a cash-out is unavailable', async () => {
    answerCashouts(() =>
      refused(409, {
        code: BETTING_ERROR_CODES.cashoutUnavailable,
        message: 'Cash-out is not available.',
        data: { details: { reason: 'leg_suspended' } },
      }),
    );
    const { onCashedOut, user } = renderControl();
    await user.click(screen.getByRole('button', { name: 'Cash out €9.50' }));
    await user.click(screen.getByRole('button', { name: 'Confirm: cash out €9.50' }));
    expect(
      await screen.findByText('A market of this bet is suspended. Try again in a moment.'),
    ).toBeInTheDocument();
    expect(onCashedOut).not.toHaveBeenCalled();
  });

  it('cancels back to the offer button with focus on it', async () => {
    const { user } = renderControl();
    await user.click(screen.getByRole('button', { name: 'Cash out €9.50' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Cash out €9.50' })).toHaveFocus();
  });
});
