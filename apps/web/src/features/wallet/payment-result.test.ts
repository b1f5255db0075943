import { describe, expect, it } from 'vitest';
import { takePaymentResult } from './payment-result';
import { paymentRedirectRoutes, readSpiNotification } from './spi/spi-widget';

describe('payment result', () => {
  it.each(['success', 'error', 'pending'] as const)('reads %s and removes it from the URL', (result) => {
    expect(takePaymentResult(`/en/live?sport=tennis&payment-result=${result}#x`)).toEqual({
      result,
      paymentId: null,
      cleanHref: '/en/live?sport=tennis#x',
    });
  });

  it('reads the payment id the widget returns with and removes it too; a bad id counts as none', () => {
    expect(takePaymentResult('/en?a=1&payment-result=success&payment-id=42')).toEqual({
      result: 'success',
      paymentId: 42,
      cleanHref: '/en?a=1',
    });
    expect(takePaymentResult('/en?payment-result=success&payment-id=-3')).toEqual({
      result: 'success',
      paymentId: null,
      cleanHref: '/en',
    });
    expect(takePaymentResult('/en?payment-result=nope&payment-id=42')).toEqual({
      result: null,
      paymentId: null,
      cleanHref: '/en',
    });
  });

  it('removes an unknown value without acting on it, and leaves other URLs alone', () => {
    expect(takePaymentResult('/en?payment-result=maybe')).toEqual({
      result: null,
      paymentId: null,
      cleanHref: '/en',
    });
    expect(takePaymentResult('/en?a=1')).toEqual({ result: null, paymentId: null, cleanHref: '/en?a=1' });
  });

  it('sends the widget back to the page it was opened on, with the result', () => {
    expect(paymentRedirectRoutes('/de/live?sport=tennis&modal=deposit#deposit')).toEqual({
      success: '/de/live?sport=tennis&payment-result=success',
      error: '/de/live?sport=tennis&payment-result=error',
      pending: '/de/live?sport=tennis&payment-result=pending',
    });
    const routes = paymentRedirectRoutes('/en/profile/wallet/deposit?payment-result=error');
    expect(routes.success).toBe('/en/profile/wallet/deposit?payment-result=success');
  });

  it('accepts only notifications of the agreed shape', () => {
    expect(readSpiNotification({ severity: 'danger', message: 'Limit' })).toEqual({
      severity: 'danger',
      message: 'Limit',
    });
    expect(readSpiNotification({ severity: 'error', message: 'x' })).toBeNull();
    expect(readSpiNotification({ severity: 'success', message: '' })).toBeNull();
    expect(readSpiNotification('x')).toBeNull();
  });
});
