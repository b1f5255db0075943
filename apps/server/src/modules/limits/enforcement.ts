import {
  IN_FORCE_LIMIT_STATUSES,
  LIMIT_ERROR_CODES,
  type LimitType,
  OUT_OF_LIMIT_MESSAGE,
} from '@sportsbook/contracts/limits';
import { DomainError } from '../../core/domain-error';
import type { Database } from '../../db/client';
import { activeExclusion } from './exclusions';
import {
  activeSecondsSince,
  applyDueLimitChanges,
  bettingFlowsSince,
  depositedSince,
  type LimitRow,
  listLimitsOfTypes,
  signedInSecondsSince,
} from './repository';
import { windowStart } from './rules';

const ADJECTIVE = { day: 'daily', week: 'weekly', month: 'monthly' } as const;

export type LimitCheckResult =
  | { ok: true }
  | {
      ok: false;
      code:
        | 'self_excluded'
        | 'cooling_off'
        | 'bet_limit_exceeded'
        | 'wager_limit_exceeded'
        | 'loss_limit_exceeded';
      message: string;
      limit?: { id: number; type: LimitType; period: string | null; value: number; used: number };
    };

const inForce = (db: Database, playerId: number, types: readonly LimitType[]) =>
  listLimitsOfTypes(db, playerId, types, IN_FORCE_LIMIT_STATUSES);

const describe = (row: LimitRow, used: number) => ({
  id: row.id,
  type: row.type,
  period: row.period,
  value: row.value ?? 0,
  used,
});

/**
 * The responsible-gambling check of a stake, for bet placement to call inside its own transaction before it
 * reserves the stake. Refuses a self-excluded or cooling-off player, a stake above a bet limit, and a stake
 * that would take the window's wagering or worst-case loss above a wager or loss limit in the same currency.
 * `earlierStakes` are the stakes of the same slip's earlier bets, not yet in the ledger: they count towards the
 * wager and loss windows (not towards a bet limit, which is per bet).
 */
export async function checkWagerAndLossLimits(
  tx: Database,
  playerId: number,
  currency: string,
  stake: number,
  now: Date = new Date(),
  earlierStakes = 0,
): Promise<LimitCheckResult> {
  const exclusion = await activeExclusion(tx, playerId, now);
  if (exclusion) {
    return exclusion.type === 'coolingoff'
      ? { ok: false, code: 'cooling_off', message: 'You are taking a break and cannot bet until it ends.' }
      : { ok: false, code: 'self_excluded', message: 'You have excluded yourself from betting.' };
  }
  await applyDueLimitChanges(tx, playerId, now);
  const limits = (await inForce(tx, playerId, ['bet', 'wager', 'loss'])).filter(
    (row) => row.currency === currency,
  );
  for (const row of limits) {
    const value = row.value ?? 0;
    if (row.type === 'bet') {
      if (stake > value) {
        return {
          ok: false,
          code: 'bet_limit_exceeded',
          message: 'The stake is above your bet limit.',
          limit: describe(row, 0),
        };
      }
      continue;
    }
    if (row.period === null) continue;
    const flows = await bettingFlowsSince(tx, playerId, currency, windowStart(row.period, now));
    const used = (row.type === 'wager' ? flows.wagered : flows.lost) + earlierStakes;
    if (used + stake > value) {
      return row.type === 'wager'
        ? {
            ok: false,
            code: 'wager_limit_exceeded',
            message: 'This stake would go over your wager limit.',
            limit: describe(row, used),
          }
        : {
            ok: false,
            code: 'loss_limit_exceeded',
            message: 'This stake could take you over your loss limit.',
            limit: describe(row, used),
          };
    }
  }
  return { ok: true };
}

/** Refuses a deposit that would take a deposit window above its limit (403 with the limit in details). */
export async function assertDepositAllowed(
  tx: Database,
  playerId: number,
  currency: string,
  amount: number,
  now: Date,
): Promise<void> {
  await applyDueLimitChanges(tx, playerId, now);
  const limits = (await inForce(tx, playerId, ['deposit'])).filter((row) => row.currency === currency);
  for (const row of limits) {
    if (row.period === null || row.value === null) continue;
    const used = await depositedSince(tx, playerId, currency, windowStart(row.period, now));
    if (used + amount > row.value) {
      const remaining = Math.max(0, row.value - used);
      throw new DomainError(
        'forbidden',
        LIMIT_ERROR_CODES.depositLimitExceeded,
        `This deposit would go over your ${ADJECTIVE[row.period]} deposit limit.`,
        { details: { ...describe(row, used), currency, remaining } },
      );
    }
  }
}

export interface TimeUsage {
  row: LimitRow;
  usedSeconds: number;
  limitSeconds: number;
}

/** Activity and time limits in force with what their windows used; activity counts pings, time counts sessions. */
export async function timeUsage(db: Database, playerId: number, now: Date, sessionId: number | null) {
  const usage: TimeUsage[] = [];
  for (const row of await inForce(db, playerId, ['activity', 'time'])) {
    if (row.period === null || row.value === null) continue;
    const since = windowStart(row.period, now);
    const usedSeconds =
      row.type === 'activity'
        ? await activeSecondsSince(db, playerId, since)
        : await signedInSecondsSince(db, playerId, since, now, sessionId);
    usage.push({ row, usedSeconds, limitSeconds: row.value * 60 });
  }
  return usage;
}

export const outOfLimit = (type: LimitType) =>
  new DomainError('forbidden', LIMIT_ERROR_CODES.outOfLimit, OUT_OF_LIMIT_MESSAGE, { details: { type } });

/** Sign-in is refused while an activity or time window is used up. */
export async function assertTimeLeft(db: Database, playerId: number, now: Date): Promise<void> {
  await applyDueLimitChanges(db, playerId, now);
  const spent = (await timeUsage(db, playerId, now, null)).find((u) => u.usedSeconds >= u.limitSeconds);
  if (spent) throw outOfLimit(spent.row.type);
}
