import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import { isMatchStatus } from '@sportsbook/domain/match-status';
import type { OddsAcceptMode } from '@sportsbook/domain/odds-acceptance';
import type { TicketAction } from '@sportsbook/domain/slip/ticket';
import { type Bet, PROVIDERS, type Provider, type ProviderStatuses } from '@sportsbook/domain/slip/types';

/**
 * Real-time events as ticket actions (spec part 1 §4): new prices and market states refresh the odds under
 * the player's acceptance mode, match statuses and provider statuses mark selections unavailable. Events
 * about matches the slip does not hold give nothing.
 */

export interface LiveContext {
  bets: readonly Bet[];
  mode: OddsAcceptMode;
  providers: ProviderStatuses;
}

export interface LiveResult {
  actions: TicketAction[];
  /** The provider statuses after the event, when it changed them. */
  providers?: ProviderStatuses;
}

function isProvider(value: string): value is Provider {
  return (PROVIDERS as readonly string[]).includes(value);
}

function statusActions(
  changes: readonly { id: number; status: number }[],
  context: LiveContext,
): TicketAction[] {
  const selections = context.bets.flatMap((bet) => bet.selections);
  return changes.flatMap((change) => {
    const matchId = String(change.id);
    const status = change.status;
    if (!isMatchStatus(status)) return [];
    // Clock ticks repeat the status: only a change is worth a step.
    const differs = selections.some((s) => s.matchId === matchId && s.matchStatus !== status);
    return differs ? [{ type: 'match_status', matchId, status, providers: context.providers }] : [];
  });
}

export function liveActions(event: RealtimeEvent, context: LiveContext): LiveResult {
  switch (event.type) {
    case 'markets_changed': {
      const matchId = String(event.data.match_id);
      if (!context.bets.some((bet) => bet.selections.some((s) => s.matchId === matchId)))
        return { actions: [] };
      const markets = event.data.markets.map((m) => ({
        matchId,
        marketId: String(m.id),
        specifier: m.specifier,
        status: m.status,
        outcomes: m.outcomes,
      }));
      return { actions: [{ type: 'refresh_odds', markets, mode: context.mode }] };
    }
    case 'match_changed':
    case 'match_status_changed':
      return { actions: statusActions(event.data, context) };
    case 'provider_status_changed': {
      const { provider, active } = event.data;
      if (!isProvider(provider) || (context.providers[provider] !== false) === active) return { actions: [] };
      const providers = { ...context.providers, [provider]: active };
      return { actions: [{ type: 'provider_statuses', providers }], providers };
    }
    default:
      return { actions: [] };
  }
}
