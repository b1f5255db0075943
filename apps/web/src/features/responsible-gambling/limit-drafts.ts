import {
  type Limit,
  type LimitPeriod,
  type LimitType,
  type SetLimitRequest,
  setLimitRequestSchema,
} from '@sportsbook/contracts/limits';
import { isLimitChangeDue } from '@sportsbook/domain/limit-cooling';
import { parseAmount } from '@/shared/money/money-format';

/** How a limit type is set: what the form asks for (apps/server/src/modules/limits/README.md). */
export type LimitShape = 'money-period' | 'money' | 'minutes' | 'minutes-period' | 'days' | 'exclusion';

export const LIMIT_SHAPES: Record<LimitType, LimitShape> = {
  deposit: 'money-period',
  loss: 'money-period',
  wager: 'money-period',
  bet: 'money',
  session: 'minutes',
  sportsbook_session: 'minutes',
  reality_check: 'minutes',
  activity: 'minutes-period',
  time: 'minutes-period',
  coolingoff: 'days',
  selfexclusion: 'exclusion',
};

/** The ranges the API accepts (packages/contracts/src/limits.ts), shown to the player as hints. */
export const LIMIT_RANGES: Partial<Record<LimitType, { min: number; max: number }>> = {
  session: { min: 1, max: 24 * 60 },
  sportsbook_session: { min: 1, max: 24 * 60 },
  reality_check: { min: 5, max: 24 * 60 },
  activity: { min: 1, max: 30 * 24 * 60 },
  time: { min: 1, max: 30 * 24 * 60 },
  coolingoff: { min: 1, max: 42 },
  selfexclusion: { min: 180, max: 5 * 365 },
};

export interface LimitDraft {
  type: LimitType;
  period: LimitPeriod;
  /** Major units as typed ("50" or "12,50"). */
  amount: string;
  /** Minutes or days as typed, by the type's shape. */
  count: string;
  permanent: boolean;
}

export type LimitDraftResult =
  | { ok: true; request: SetLimitRequest }
  | { ok: false; field: 'amount' | 'count'; range?: { min: number; max: number } };

function wholeNumber(text: string): number | undefined {
  return /^\s*\d{1,9}\s*$/.test(text) ? Number(text) : undefined;
}

/** The POST /player/limits body for a form, or the field that is wrong. Money is in the active currency. */
export function limitRequestFrom(draft: LimitDraft, currency: string): LimitDraftResult {
  const shape = LIMIT_SHAPES[draft.type];
  const range = LIMIT_RANGES[draft.type];
  let body: unknown;
  if (shape === 'money-period' || shape === 'money') {
    const amount = parseAmount(draft.amount, currency);
    if (amount === undefined) return { ok: false, field: 'amount' };
    body =
      shape === 'money'
        ? { type: draft.type, amount, currency }
        : { type: draft.type, period: draft.period, amount, currency };
  } else if (shape === 'exclusion' && draft.permanent) {
    body = { type: draft.type, permanent: true };
  } else {
    const count = wholeNumber(draft.count);
    if (count === undefined || (range && (count < range.min || count > range.max))) {
      return { ok: false, field: 'count', range };
    }
    if (shape === 'minutes') body = { type: draft.type, minutes: count };
    else if (shape === 'minutes-period') body = { type: draft.type, period: draft.period, minutes: count };
    else body = { type: draft.type, days: count };
  }
  const parsed = setLimitRequestSchema.safeParse(body);
  if (!parsed.success) return { ok: false, field: shape.startsWith('money') ? 'amount' : 'count', range };
  return { ok: true, request: parsed.data };
}

/** PUT /player/limits/{id} takes the value in the limit's own unit: minor units, minutes or days. */
export function changedValueFrom(
  limit: Pick<Limit, 'type' | 'unit' | 'currency'>,
  text: string,
): number | undefined {
  if (limit.unit === 'minor') return parseAmount(text, limit.currency ?? 'EUR');
  const value = wholeNumber(text);
  const range = LIMIT_RANGES[limit.type];
  if (value === undefined || value <= 0) return undefined;
  if (range && (value < range.min || value > range.max)) return undefined;
  return value;
}

/** Self-exclusion and cooling-off cannot be changed or lifted once set (the API refuses it). */
export function isChangeable(limit: Pick<Limit, 'type' | 'status'>): boolean {
  return limit.type !== 'selfexclusion' && limit.type !== 'coolingoff' && limit.status === 'active';
}

/**
 * A pending loosening or removal whose cooling period is over: the API refuses an earlier confirmation
 * (`limit_change_not_due`), so the button shows only from `effective_at` on.
 */
export function isConfirmable(
  limit: Pick<Limit, 'status' | 'effective_at'>,
  now: number = Date.now(),
): boolean {
  const pending = limit.status === 'unconfirmed' || limit.status === 'unconfirmed_disabled';
  return pending && isLimitChangeDue(limit.effective_at, now);
}

/** A pending change the player can cancel, or an active limit they can ask to remove. */
export function isRemovable(limit: Pick<Limit, 'type' | 'status'>): boolean {
  if (limit.type === 'selfexclusion' || limit.type === 'coolingoff') return false;
  return limit.status === 'active' || limit.status === 'unconfirmed' || limit.status === 'confirmed';
}
