import { LIMIT_ERROR_CODES, type Limit, type SetLimitRequest } from '@sportsbook/contracts/limits';
import { isLimitChangeDue, limitChangeDueAt } from '@sportsbook/domain/limit-cooling';
import { DomainError } from '../../core/domain-error';
import type { Database, Transaction } from '../../db/client';
import type { SignedInPlayer } from '../../http/session';
import { revokePlayerSessions } from '../../http/session-repository';
import type { PlatformContext } from '../../platform/context';
import { currencyExists, lockPlayer } from '../player-records';
import {
  applyDueLimitChanges,
  findLimit,
  insertLimit,
  type LimitRow,
  listCurrentLimits,
  listLimitHistory,
  setLimitStatus,
  slotLimits,
} from './repository';
import {
  isExclusion,
  isInForce,
  isLoosening,
  isPendingChange,
  type NormalizedLimit,
  normalizeLimit,
} from './rules';
import { toLimit, usedInWindow } from './view';

async function view(db: Database, row: LimitRow, now: Date, sessionId: number | null): Promise<Limit> {
  return toLimit(row, isInForce(row.status) ? await usedInWindow(db, row, now, sessionId) : null);
}

/** Every limit of the player with its history, newest first, for the back office (no usage figures). */
export async function limitHistory(db: Database, playerId: number): Promise<Limit[]> {
  return (await listLimitHistory(db, playerId)).map((row) => toLimit(row, null));
}

export async function listLimits(ctx: PlatformContext, player: SignedInPlayer): Promise<Limit[]> {
  const now = ctx.clock();
  await applyDueLimitChanges(ctx.db, player.id, now);
  const rows = await listCurrentLimits(ctx.db, player.id);
  return Promise.all(rows.map((row) => view(ctx.db, row, now, player.sessionId)));
}

/** Runs a limit change with the player's row locked, so two changes of one player cannot interleave. */
function inPlayerTransaction<T>(
  ctx: PlatformContext,
  playerId: number,
  work: (tx: Database, now: Date) => Promise<T>,
) {
  return ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    const now = ctx.clock();
    await applyDueLimitChanges(tx, playerId, now);
    return work(tx, now);
  });
}

/**
 * Sets a limit's value for its slot: a first limit or a tighter value applies at once (the old one is disabled);
 * a looser value becomes an unconfirmed change that may take effect after the operator's cooling period
 * (`coolingSeconds`). A self-exclusion or cooling-off applies at once and ends every session (`signedOut`).
 */
async function applyValue(
  tx: Database,
  playerId: number,
  next: NormalizedLimit,
  now: Date,
  coolingSeconds: number,
): Promise<LimitRow> {
  const rows = await slotLimits(tx, playerId, next);
  const current = rows.find((row) => isInForce(row.status));
  const pending = rows.filter((row) => isPendingChange(row.status)).map((row) => row.id);
  const base = { playerId, ...next, createdAt: now, updatedAt: now };
  if (current?.value != null && next.value !== null && isLoosening(current.value, next.value)) {
    await setLimitStatus(tx, pending, 'disabled', now);
    return insertLimit(tx, {
      ...base,
      status: 'unconfirmed',
      effectiveAt: limitChangeDueAt(now, coolingSeconds),
      replacesId: current.id,
    });
  }
  await setLimitStatus(tx, [...pending, ...(current ? [current.id] : [])], 'disabled', now);
  return insertLimit(tx, { ...base, status: 'active' });
}

/** An exclusion applies at once and ends every session of the player. */
async function insertExclusion(tx: Database, playerId: number, next: NormalizedLimit, at: Date) {
  const inserted = await insertLimit(tx, {
    playerId,
    ...next,
    status: 'active',
    createdAt: at,
    updatedAt: at,
  });
  await revokePlayerSessions(tx, playerId, next.type, at);
  return inserted;
}

/**
 * A self-exclusion or cooling-off set by staff for a player (ADR 038), in the caller's (audited) transaction: the
 * same rule as the player's own (normalised from the same request shape, applied at once, every session ended,
 * not liftable before it ends). Answers the limit as the player would see it.
 */
export async function setExclusionForPlayer(
  tx: Transaction,
  playerId: number,
  request: SetLimitRequest,
  now: Date,
): Promise<Limit> {
  const next = normalizeLimit(request, '', now);
  if (!isExclusion(next.type))
    throw new DomainError('invalid', 'not_an_exclusion', `${next.type} is no exclusion`);
  await lockPlayer(tx, playerId);
  await applyDueLimitChanges(tx, playerId, now);
  return toLimit(await insertExclusion(tx, playerId, next, now), null);
}

export async function setLimit(
  ctx: PlatformContext,
  player: SignedInPlayer,
  request: SetLimitRequest,
): Promise<{ limit: Limit; signedOut: boolean }> {
  const now = ctx.clock();
  const next = normalizeLimit(request, player.currency, now);
  if (next.currency !== null && !(await currencyExists(ctx.db, next.currency))) {
    throw new DomainError('invalid', 'unknown_currency', `Unknown currency ${next.currency}`);
  }
  if (isExclusion(next.type)) {
    const row = await inPlayerTransaction(ctx, player.id, (tx, at) =>
      insertExclusion(tx, player.id, next, at),
    );
    return { limit: toLimit(row, null), signedOut: true };
  }
  const row = await inPlayerTransaction(ctx, player.id, (tx, at) =>
    applyValue(tx, player.id, next, at, ctx.config.limitCoolingSeconds),
  );
  return { limit: await view(ctx.db, row, now, player.sessionId), signedOut: false };
}

const notFound = (id: number) =>
  new DomainError('not_found', LIMIT_ERROR_CODES.limitNotFound, `You have no limit ${id}.`);
const locked = () =>
  new DomainError(
    'conflict',
    LIMIT_ERROR_CODES.limitLocked,
    'A self-exclusion or cooling-off cannot be changed or lifted before it ends.',
  );

/** PUT /player/limits/{id}: a new value for the slot of an existing limit. */
export async function changeLimit(ctx: PlatformContext, player: SignedInPlayer, id: number, value: number) {
  const row = await inPlayerTransaction(ctx, player.id, async (tx, now) => {
    const existing = await findLimit(tx, player.id, id);
    if (!existing || existing.status === 'disabled') throw notFound(id);
    if (isExclusion(existing.type)) throw locked();
    const slot = { type: existing.type, period: existing.period, currency: existing.currency };
    return applyValue(tx, player.id, { ...slot, value, endsAt: null }, now, ctx.config.limitCoolingSeconds);
  });
  return view(ctx.db, row, ctx.clock(), player.sessionId);
}

/**
 * Confirms a pending loosening or removal once its cooling period is over; it then applies at once. Confirming
 * during the period is refused (409 limit_change_not_due): the player decides again when it has passed, not in
 * the moment that asked for the looser limit. Rows confirmed early under the earlier rule (`confirmed`,
 * `confirmed_disabled`) still apply by themselves when their period ends.
 */
export async function confirmLimit(ctx: PlatformContext, player: SignedInPlayer, id: number) {
  const row = await inPlayerTransaction(ctx, player.id, async (tx, now) => {
    const existing = await findLimit(tx, player.id, id);
    if (!existing || existing.status === 'disabled') throw notFound(id);
    const due = isLimitChangeDue(existing.effectiveAt, now);
    const pending = existing.status === 'unconfirmed' || existing.status === 'unconfirmed_disabled';
    if (pending && !due) {
      const from = existing.effectiveAt?.toISOString() ?? null;
      throw new DomainError(
        'conflict',
        LIMIT_ERROR_CODES.limitChangeNotDue,
        `Limit ${id} can be confirmed once its cooling period ends${from ? ` (${from})` : ''}.`,
        { details: { effective_at: from } },
      );
    }
    if (existing.status === 'unconfirmed') {
      if (due && existing.replacesId !== null)
        await setLimitStatus(tx, [existing.replacesId], 'disabled', now);
      await setLimitStatus(tx, [existing.id], due ? 'active' : 'confirmed', now);
    } else if (existing.status === 'unconfirmed_disabled') {
      await setLimitStatus(tx, [existing.id], due ? 'disabled' : 'confirmed_disabled', now);
    } else {
      throw new DomainError(
        'conflict',
        LIMIT_ERROR_CODES.limitNotPending,
        `Limit ${id} has no change waiting for confirmation.`,
      );
    }
    return findLimit(tx, player.id, id);
  });
  if (!row) throw notFound(id);
  return view(ctx.db, row, ctx.clock(), player.sessionId);
}

/**
 * Removes a limit. Removing protection is a loosening: the limit stays in force as unconfirmed_disabled for the
 * cooling period. Cancelling a pending loosening is immediate.
 */
export async function removeLimit(ctx: PlatformContext, player: SignedInPlayer, id: number) {
  const row = await inPlayerTransaction(ctx, player.id, async (tx, now) => {
    const existing = await findLimit(tx, player.id, id);
    if (!existing || existing.status === 'disabled') throw notFound(id);
    if (isExclusion(existing.type)) throw locked();
    if (isPendingChange(existing.status)) {
      await setLimitStatus(tx, [existing.id], 'disabled', now);
    } else if (existing.status === 'active') {
      const pending = (await slotLimits(tx, player.id, existing)).filter((r) => isPendingChange(r.status));
      await setLimitStatus(
        tx,
        pending.map((r) => r.id),
        'disabled',
        now,
      );
      await setLimitStatus(
        tx,
        [existing.id],
        'unconfirmed_disabled',
        now,
        limitChangeDueAt(now, ctx.config.limitCoolingSeconds),
      );
    }
    return findLimit(tx, player.id, id);
  });
  if (!row) throw notFound(id);
  return toLimit(row, null);
}
