import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/features/account/auth-store';
import { EMPTY_PLAYER } from '@/features/account/player';
import { alertStore } from '@/features/modals/alert-store';
import { answerPost, apiAnswer } from '@/testing/api-server';
import { renderInShell } from '@/testing/render';
import { QuickDepositForm } from './quick-deposit-form';

const payment = (amount: number) => ({
  id: 7,
  status: 'paid' as const,
  amount,
  currency: 'EUR',
  method: 'card' as const,
  failure_reason: null,
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
});

beforeEach(() => {
  authStore.store.setState({
    status: 'logged_in',
    player: { ...EMPTY_PLAYER, id: 5, isLoggedIn: true, currency: 'EUR' },
    accounts: [{ currency: 'EUR', balance: 0, active: true }],
  });
});

afterEach(() => {
  authStore.store.setState({ status: 'unknown', player: EMPTY_PLAYER, accounts: [] });
  alertStore.store.setState({ alerts: [] });
});

describe('QuickDepositForm', () => {
  it('names the amount that came in when the deposit is paid', async () => {
    answerPost('/api/platform/payments/quick-deposit', (body) =>
      apiAnswer({
        payment: payment(body.amount as number),
        result: 'success',
        account: { currency: 'EUR', balance: body.amount as number },
      }),
    );
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderInShell(<QuickDepositForm onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: '€20.00' }));
    await user.click(screen.getByRole('button', { name: 'Quick deposit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(alertStore.getState().alerts[0]).toMatchObject({
      severity: 'success',
      message: '€20.00 added to your balance.',
    });
    expect(authStore.getState().accounts[0]?.balance).toBe(2_000);
  });

  it('says a pending deposit is being processed, without claiming money came in', async () => {
    answerPost('/api/platform/payments/quick-deposit', (body) =>
      apiAnswer({
        payment: { ...payment(body.amount as number), status: 'approved' },
        result: 'pending',
        account: { currency: 'EUR', balance: 0 },
      }),
    );
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderInShell(<QuickDepositForm onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Quick deposit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(alertStore.getState().alerts[0]?.message).toBe(
      'Your deposit is being processed. Your balance updates as soon as it is approved.',
    );
  });
});
