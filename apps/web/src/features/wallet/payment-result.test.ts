import { describe, expect, it } from 'vitest';
import { takePaymentResult } from './payment-result';
import { paymentRedirectRoutes, readSpiNotification } from './spi/spi-widget';

describe('payment result', () => {
  it.each(['success', 'error', 'pending'] as const)('reads %s and removes it from the URL', (result) => {
    expect(takePaymentResult(`/en/live?sport=tennis&payment-result=${result}#x`)).toEqual({
      result,
      cleanHref: '/en/live?sport=tennis#x',
    });
  });

  it('removes an unknown value without acting on it, and leaves other URLs alone', () => {
    expect(takePaymentResult('/en?payment-result=maybe')).toEqual({ result: null, cleanHref: '/en' });
    expect(takePaymentResult('/en?a=1')).toEqual({ result: null, cleanHref: '/en?a=1' });
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
