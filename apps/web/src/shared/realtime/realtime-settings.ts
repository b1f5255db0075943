import { REALTIME_PATH } from '@sportsbook/contracts/realtime-channels';

/** Spec part 2 §9 real-time timings, in milliseconds. */
export const REALTIME_TIMINGS = {
  connectTimeout: 5_000,
  minReconnectDelay: 500,
  maxReconnectDelay: 20_000,
  minResubscribeDelay: 500,
  maxResubscribeDelay: 20_000,
  /** Extra time after the server's ping interval before the connection counts as lost. */
  serverPingGrace: 10_000,
  /** A listener-less channel stays subscribed this long, so page changes do not churn subscriptions. */
  releaseDelay: 2_000,
} as const;

/** Feature flags the server passes to the browser (env.ts). */
export interface RealtimeFlags {
  delta: boolean;
  testProviderOverride: boolean;
}

/** The WebSocket address on the page's own origin; the web process forwards it to the API. */
export function realtimeEndpoint(location: { protocol: string; host: string }): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${REALTIME_PATH}`;
}

/** Options of the centrifuge client. */
export function clientOptions() {
  return {
    timeout: REALTIME_TIMINGS.connectTimeout,
    minReconnectDelay: REALTIME_TIMINGS.minReconnectDelay,
    maxReconnectDelay: REALTIME_TIMINGS.maxReconnectDelay,
    maxServerPingDelay: REALTIME_TIMINGS.serverPingGrace,
  };
}

/** Options of a subscription: resubscribe back-off, and fossil deltas when the flag is on. */
export function subscriptionOptions(flags: RealtimeFlags) {
  return {
    minResubscribeDelay: REALTIME_TIMINGS.minResubscribeDelay,
    maxResubscribeDelay: REALTIME_TIMINGS.maxResubscribeDelay,
    ...(flags.delta ? { delta: 'fossil' as const } : {}),
  };
}
