import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { alertStore } from '@/features/modals/alert-store';
import { apiAnswer, apiServer } from '@/testing/api-server';
import { renderInShell } from '@/testing/render';
import { PaymentResultEffect } from './payment-result-effect';

const payment = (status: 'paid' | 'approved') => ({
  id: 12,
  status,
  amount: 5_000,
  currency: 'EUR',
  method: 'e_wallet' as const,
  failure_reason: null,
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
});

function backFromWidget(search: string) {
  window.history.replaceState(null, '', `/en/profile/wallet/deposit${search}`);
  renderInShell(<PaymentResultEffect />);
}

afterEach(() => {
  alertStore.store.setState({ alerts: [] });
  window.history.replaceState(null, '', '/');
});

describe('PaymentResultEffect', () => {
  it('names the amount of the paid deposit the widget returned from, read from the payment', async () => {
    apiServer.use(http.get('/api/platform/payments/12', () => apiAnswer(payment('paid'))));
    backFromWidget('?payment-result=success&payment-id=12');
    await waitFor(() =>
      expect(alertStore.getState().alerts[0]).toMatchObject({
        severity: 'success',
        message: '€50.00 added to your balance.',
      }),
    );
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe('/en/profile/wallet/deposit'),
    );
  });

  it('keeps the plain success text when the payment is not paid or cannot be read', async () => {
    apiServer.use(http.get('/api/platform/payments/12', () => apiAnswer(payment('approved'))));
    backFromWidget('?payment-result=success&payment-id=12');
    await waitFor(() =>
      expect(alertStore.getState().alerts[0]?.message).toBe('Your deposit was successful.'),
    );
    alertStore.store.setState({ alerts: [] });
    apiServer.use(
      http.get('/api/platform/payments/13', () =>
        HttpResponse.json({ code: 'not_found', message: 'No such payment.', data: {} }, { status: 404 }),
      ),
    );
    backFromWidget('?payment-result=success&payment-id=13');
    await waitFor(() =>
      expect(alertStore.getState().alerts[0]?.message).toBe('Your deposit was successful.'),
    );
  });

  it('says a pending deposit is being processed without asking for the payment', async () => {
    backFromWidget('?payment-result=pending&payment-id=12');
    await waitFor(() =>
      expect(alertStore.getState().alerts[0]).toMatchObject({
        severity: 'warning',
        message: 'Your deposit is being processed. Your balance updates as soon as it is approved.',
      }),
    );
  });
});
