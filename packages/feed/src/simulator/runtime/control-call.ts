/** A control call on one match, carried out by the runtime that plays it. */

import type { FeedControlCall } from '../../adapter';
import type { FeedEvent } from '../../types';
import type { Runtime } from './runtime';

/** The control calls that act on one match or outright (all but a provider's). */
export type MatchControlCall = Exclude<FeedControlCall, { kind: 'setProviderActive' }>;

export function applyMatchCall(runtime: Runtime, call: MatchControlCall, now: number): FeedEvent[] {
  switch (call.kind) {
    case 'startMatch':
      return runtime.start(now, call.options);
    case 'fastForward':
      return runtime.fastForward(now, call.minutes);
    case 'finishMatch':
      return runtime.finish(now, call.finalScore);
    case 'forcePrice':
      return runtime.forcePrice(now, call.marketId, call.specifier, call.outcomeId, call.odds);
    case 'suspendMarket':
      return runtime.suspend(now, call.marketId, call.specifier);
    case 'reopenMarket':
      return runtime.reopen(now, call.marketId, call.specifier);
    case 'correctResult':
      return runtime.correct(now, call.finalScore);
    case 'cancelMatch':
      return runtime.cancel(now, call.reason ?? 'abandoned');
  }
}
