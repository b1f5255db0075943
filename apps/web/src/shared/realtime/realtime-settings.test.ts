import { describe, expect, it } from 'vitest';
import { clientOptions, REALTIME_TIMINGS, realtimeEndpoint, subscriptionOptions } from './realtime-settings';

describe('real-time settings', () => {
  it('connects to the page origin, wss under https', () => {
    expect(realtimeEndpoint({ protocol: 'http:', host: '127.0.0.1:3100' })).toBe(
      'ws://127.0.0.1:3100/connection/websocket',
    );
    expect(realtimeEndpoint({ protocol: 'https:', host: 'bet.example' })).toBe(
      'wss://bet.example/connection/websocket',
    );
  });

  it('uses the spec timings: 5 s connect timeout, reconnect from 0.5 s to 20 s', () => {
    expect(clientOptions()).toEqual({
      timeout: 5000,
      minReconnectDelay: 500,
      maxReconnectDelay: 20000,
      maxServerPingDelay: 10000,
    });
    expect(REALTIME_TIMINGS.minResubscribeDelay).toBe(500);
    expect(REALTIME_TIMINGS.maxResubscribeDelay).toBe(20000);
  });

  it('asks for fossil deltas only when the flag is on', () => {
    const on = { delta: true, testProviderOverride: false };
    expect(subscriptionOptions(on)).toMatchObject({ delta: 'fossil', minResubscribeDelay: 500 });
    expect(subscriptionOptions({ ...on, delta: false })).not.toHaveProperty('delta');
  });
});
