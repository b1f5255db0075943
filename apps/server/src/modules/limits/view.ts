import type { Limit } from '@sportsbook/contracts/limits';
import type { Database } from '../../db/client';
import {
  activeSecondsSince,
  bettingFlowsSince,
  depositedSince,
  type LimitRow,
  signedInSecondsSince,
} from './repository';
import { isInForce, LIMIT_UNITS, windowStart } from './rules';

/** How much of a periodic limit its current window has used, in the limit's unit; null for other types. */
export async function usedInWindow(
  db: Database,
  row: LimitRow,
  now: Date,
  currentSessionId: number | null,
): Promise<number | null> {
  if (row.period === null) return null;
  const since = windowStart(row.period, now);
  switch (row.type) {
    case 'deposit':
      return row.currency ? depositedSince(db, row.playerId, row.currency, since) : null;
    case 'wager':
      return row.currency ? (await bettingFlowsSince(db, row.playerId, row.currency, since)).wagered : null;
    case 'loss':
      return row.currency ? (await bettingFlowsSince(db, row.playerId, row.currency, since)).lost : null;
    case 'activity':
      return Math.floor((await activeSecondsSince(db, row.playerId, since)) / 60);
    case 'time':
      return Math.floor((await signedInSecondsSince(db, row.playerId, since, now, currentSessionId)) / 60);
    default:
      return null;
  }
}

export function toLimit(row: LimitRow, used: number | null): Limit {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    in_force: isInForce(row.status),
    period: row.period,
    currency: row.currency,
    value: row.value,
    unit: LIMIT_UNITS[row.type],
    used,
    effective_at: row.effectiveAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    replaces_id: row.replacesId,
    created_at: row.createdAt.toISOString(),
  };
}
