import {
  IN_FORCE_LIMIT_STATUSES,
  type LimitPeriod,
  type LimitStatus,
  type LimitType,
  type LimitUnit,
  type SetLimitRequest,
} from '@sportsbook/contracts/limits';

/** Rolling windows, so a limit does not depend on the player's time zone. */
export const PERIOD_SECONDS: Record<LimitPeriod, number> = {
  day: 24 * 3600,
  week: 7 * 24 * 3600,
  month: 30 * 24 * 3600,
};

export const LIMIT_UNITS: Record<LimitType, LimitUnit> = {
  deposit: 'minor',
  loss: 'minor',
  wager: 'minor',
  bet: 'minor',
  session: 'minutes',
  sportsbook_session: 'minutes',
  activity: 'minutes',
  time: 'minutes',
  reality_check: 'minutes',
  selfexclusion: 'days',
  coolingoff: 'days',
};

export const EXCLUSION_TYPES: readonly LimitType[] = ['selfexclusion', 'coolingoff'];
export const isExclusion = (type: LimitType): boolean => EXCLUSION_TYPES.includes(type);
export const isInForce = (status: LimitStatus): boolean => IN_FORCE_LIMIT_STATUSES.includes(status);
export const isPendingChange = (status: LimitStatus): boolean =>
  status === 'unconfirmed' || status === 'confirmed';

export const windowStart = (period: LimitPeriod, now: Date): Date =>
  new Date(now.getTime() - PERIOD_SECONDS[period] * 1000);

/**
 * The slot a limit occupies: one limit in force per type, period and currency. A new value for the same slot
 * replaces the old one (at once when tighter, after the cooling period when looser).
 */
export interface LimitSlot {
  type: LimitType;
  period: LimitPeriod | null;
  currency: string | null;
}

export interface NormalizedLimit extends LimitSlot {
  value: number | null;
  /** For exclusions: when they end (null = permanent). */
  endsAt: Date | null;
}

export function normalizeLimit(request: SetLimitRequest, activeCurrency: string, now: Date): NormalizedLimit {
  switch (request.type) {
    case 'deposit':
    case 'loss':
    case 'wager':
      return {
        type: request.type,
        period: request.period,
        currency: request.currency ?? activeCurrency,
        value: request.amount,
        endsAt: null,
      };
    case 'bet':
      return {
        type: 'bet',
        period: null,
        currency: request.currency ?? activeCurrency,
        value: request.amount,
        endsAt: null,
      };
    case 'session':
    case 'sportsbook_session':
    case 'reality_check':
      return { type: request.type, period: null, currency: null, value: request.minutes, endsAt: null };
    case 'activity':
    case 'time':
      return {
        type: request.type,
        period: request.period,
        currency: null,
        value: request.minutes,
        endsAt: null,
      };
    case 'coolingoff':
      return {
        type: 'coolingoff',
        period: null,
        currency: null,
        value: request.days,
        endsAt: addDays(now, request.days),
      };
    case 'selfexclusion': {
      const days = request.days;
      return days === undefined
        ? { type: 'selfexclusion', period: null, currency: null, value: null, endsAt: null }
        : { type: 'selfexclusion', period: null, currency: null, value: days, endsAt: addDays(now, days) };
    }
  }
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 24 * 3600 * 1000);

/**
 * For every changeable type a lower value protects more: less money, fewer minutes, a reality check more often.
 * So a lower or equal value applies at once and a higher one is a loosening that waits.
 */
export const isLoosening = (current: number, next: number): boolean => next > current;

/** The strictest in-force value among limits, or undefined when there is none. */
export function strictest<T extends { value: number | null }>(limits: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const limit of limits) {
    if (limit.value === null) continue;
    if (!best || best.value === null || limit.value < best.value) best = limit;
  }
  return best;
}
