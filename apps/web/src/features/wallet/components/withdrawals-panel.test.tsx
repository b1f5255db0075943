import type { Withdrawal } from '@sportsbook/contracts/wallet';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '@/features/account/auth-store';
import { EMPTY_PLAYER } from '@/features/account/player';
import { answerPost, apiAnswer, apiServer } from '@/testing/api-server';
import { renderInShell } from '@/testing/render';
import { WithdrawalsPanel } from './withdrawals-panel';

const withdrawal = (over: Partial<Withdrawal> = {}): Withdrawal => ({
  id: 41,
  status: 'pending',
  amount: 2_500,
  currency: 'EUR',
  method: 'card',
  failure_reason: null,
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
  ...over,
});

/** The API's state for the test: the listed withdrawals and the balance the accounts call answers. */
let listed: Withdrawal[] = [];
let balance = 10_000;

beforeEach(() => {
  listed = [];
  balance = 10_000;
  authStore.store.setState({
    status: 'logged_in',
    player: { ...EMPTY_PLAYER, id: 5, isLoggedIn: true, currency: 'EUR' },
    accounts: [{ currency: 'EUR', balance, active: true }],
  });
  apiServer.use(
    http.get('/api/platform/payments/withdrawals', () => HttpResponse.json({ items: listed })),
    http.get('/api/platform/player/accounts', () =>
      HttpResponse.json([{ currency: 'EUR', balance, active: true }]),
    ),
  );
});

afterEach(() => {
  authStore.store.setState({ status: 'unknown', player: EMPTY_PLAYER, accounts: [] });
});

describe('WithdrawalsPanel', () => {
  it('requests a withdrawal with a key, names the amount, lists it pending and refreshes the balance', async () => {
    const sent = answerPost('/api/platform/payments/withdrawals', (body) => {
      const made = withdrawal({ amount: body.amount as number });
      listed = [made];
      balance -= made.amount;
      return apiAnswer({ withdrawal: made, account: { currency: 'EUR', balance } });
    });
    const user = userEvent.setup();
    renderInShell(<WithdrawalsPanel />);
    await user.type(screen.getByLabelText('Amount (EUR)'), '25');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Withdrawal of €25.00 requested: it is pending.')).toBeInTheDocument();
    expect(sent).toEqual([
      { amount: 2_500, currency: 'EUR', method: 'card', idempotency_key: expect.stringMatching(/^wd-/) },
    ]);
    const list = await screen.findByRole('list', { name: 'Your withdrawals' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Pending');
    await waitFor(() => expect(authStore.getState().accounts[0]?.balance).toBe(7_500));
  });

  it('cancels a pending withdrawal and says the money is back; a paid one offers no cancel', async () => {
    listed = [withdrawal(), withdrawal({ id: 40, status: 'paid', amount: 1_000 })];
    const cancels: number[] = [];
    apiServer.use(
      http.post('/api/platform/payments/withdrawals/:id/cancel', ({ params }) => {
        cancels.push(Number(params.id));
        listed = listed.map((w) => (w.id === 41 ? { ...w, status: 'cancelled' } : w));
        return HttpResponse.json({
          withdrawal: withdrawal({ status: 'cancelled' }),
          account: { currency: 'EUR', balance },
        });
      }),
    );
    const user = userEvent.setup();
    renderInShell(<WithdrawalsPanel />);
    const list = await screen.findByRole('list', { name: 'Your withdrawals' });
    expect(within(list).getAllByRole('button', { name: 'Cancel withdrawal' })).toHaveLength(1);
    await user.click(within(list).getByRole('button', { name: 'Cancel withdrawal' }));
    expect(
      await screen.findByText('Withdrawal cancelled: €25.00 is back in your balance.'),
    ).toBeInTheDocument();
    expect(cancels).toEqual([41]);
    await waitFor(() => expect(within(list).queryByRole('button', { name: 'Cancel withdrawal' })).toBeNull());
  });

  it('names the withdrawable amount when the balance does not cover the request, and refuses an empty amount', async () => {
    answerPost('/api/platform/payments/withdrawals', () =>
      apiAnswer(
        {
          code: 'withdrawal_insufficient_funds',
          message: 'The amount is more than you can withdraw.',
          data: { details: { field: 'body.amount', withdrawable: 10_000, currency: 'EUR' } },
        },
        409,
      ),
    );
    const user = userEvent.setup();
    renderInShell(<WithdrawalsPanel />);
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Enter an amount above 0.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount (EUR)'), '250');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('You can withdraw at most €100.00.')).toBeInTheDocument();
  });
});
