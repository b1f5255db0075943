import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-client';
import { cashoutRefusal } from './cashout-errors';

describe('cash-out refusals', () => {
  it('reads a changed offer with its new amount', () => {
    const error = new ApiError(409, 'cashout_offer_changed', 'changed', { to_cashout: 912 });
    expect(cashoutRefusal(error)).toEqual({ kind: 'offer_changed', offer: 912 });
  });

  it('a changed offer without an amount is no offer at all', () => {
    const error = new ApiError(409, 'cashout_offer_changed', 'changed', { to_cashout: null });
    expect(cashoutRefusal(error)).toEqual({ kind: 'unavailable', reason: 'unknown' });
  });

  it('reads why a cash-out is unavailable, an unknown reason as unknown', () => {
    const suspended = new ApiError(409, 'cashout_unavailable', 'no', {
      reason: 'leg_suspended',
      to_cashout: null,
    });
    expect(cashoutRefusal(suspended)).toEqual({ kind: 'unavailable', reason: 'leg_suspended' });
    const odd = new ApiError(409, 'cashout_unavailable', 'no', { reason: 'moon_phase' });
    expect(cashoutRefusal(odd)).toEqual({ kind: 'unavailable', reason: 'unknown' });
  });

  it('reads a share below the minimum; anything else is a plain failure', () => {
    const small = new ApiError(400, 'cashout_invalid', 'small', {
      reason: 'share_too_small',
      min_share_bp: 1000,
    });
    expect(cashoutRefusal(small)).toEqual({ kind: 'share_too_small' });
    expect(cashoutRefusal(new ApiError(0, 'network_error', 'offline'))).toEqual({ kind: 'failed' });
    expect(cashoutRefusal(new Error('boom'))).toEqual({ kind: 'failed' });
  });
});
