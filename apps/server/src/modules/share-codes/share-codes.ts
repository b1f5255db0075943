import { randomInt } from 'node:crypto';
import {
  SHARE_CODE_ERROR_CODES,
  type ShareCodeCreated,
  type ShareCodeRequest,
  type SharedBetInput,
  type SharedBets,
} from '@sportsbook/contracts/share-codes';
import { findCurrency } from '@sportsbook/domain/money';
import { convertSharedStake, randomShareCode, SHARE_CODE_TTL_MS } from '@sportsbook/domain/share-codes';
import { fitsSelectionCount } from '@sportsbook/domain/slip-validation';
import { isSystemTypeFor, parseSystemId } from '@sportsbook/domain/system-bets';
import { DomainError } from '../../core/domain-error';
import type { Database } from '../../db/client';
import { currentSelections, type SelectionRef, selectionKey } from '../betting';
import { shareCodesRepository } from './repository';

/** Draws before giving up: with 31^8 codes, even a billion live ones collide once in 850 draws. */
const CODE_ATTEMPTS = 5;

const invalid = (code: string, message: string, details: Record<string, unknown> = {}) =>
  new DomainError('invalid', code, message, { details });

const refsOf = (bets: readonly SharedBetInput[]): SelectionRef[] =>
  bets.flatMap((bet) =>
    bet.selections.map((s) => ({
      matchId: s.match_id,
      marketId: s.market_id,
      specifier: s.specifier,
      outcomeId: s.outcome_id,
    })),
  );

/** A bet's type, system type, currency and selection count agree, as placement will ask them to. */
function checkBetShape(bet: SharedBetInput, index: number): void {
  if (!findCurrency(bet.stake.currency)) {
    throw invalid(
      SHARE_CODE_ERROR_CODES.currencyMismatch,
      `Bet ${index}: unknown currency ${bet.stake.currency}.`,
      {
        bet: index,
      },
    );
  }
  const count = bet.selections.length;
  const system = bet.system_id === undefined ? undefined : parseSystemId(bet.system_id);
  const fits =
    bet.type === 'system'
      ? system !== undefined && isSystemTypeFor(system, count)
      : bet.system_id === undefined && fitsSelectionCount(bet.type, count);
  if (!fits) {
    throw invalid(
      SHARE_CODE_ERROR_CODES.invalidBet,
      `Bet ${index}: a ${bet.type} bet cannot hold ${count} selections${bet.system_id ? ` as ${bet.system_id}` : ''}.`,
      { bet: index },
    );
  }
}

/**
 * Saves a slip under a new code (ADR 030). Every bet must fit its type and every selection name an outcome the
 * catalogue has (open or not: a suspended one may reopen before the link is opened); prices are not kept.
 * A code already taken is drawn again; the code's primary key decides, so two servers never hand out one code.
 */
export async function createShareCode(
  db: Database,
  request: ShareCodeRequest,
  sharer: number | null,
  now: Date,
  draw: (n: number) => number = randomInt,
): Promise<ShareCodeCreated> {
  request.bets.forEach(checkBetShape);
  const refs = refsOf(request.bets);
  const current = await currentSelections(db, refs, now);
  const unknown = refs.filter((ref) => !current.get(selectionKey(ref))?.found);
  if (unknown.length > 0) {
    throw invalid(
      SHARE_CODE_ERROR_CODES.unknownSelection,
      'A selection names no outcome the catalogue has.',
      {
        selections: unknown.map((ref) => ({
          match_id: ref.matchId,
          market_id: ref.marketId,
          specifier: ref.specifier,
          outcome_id: ref.outcomeId,
        })),
      },
    );
  }
  const repo = shareCodesRepository(db);
  const expiresAt = new Date(now.getTime() + SHARE_CODE_TTL_MS);
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = randomShareCode(draw);
    if (await repo.insert({ code, bets: request.bets, playerId: sharer, createdAt: now, expiresAt })) {
      return { code, expires_at: expiresAt.toISOString() };
    }
  }
  throw new Error(`no free share code after ${CODE_ATTEMPTS} draws`);
}

/**
 * The slip saved under `code` at today's prices, stakes in `currency` (domain `convertSharedStake`; undefined:
 * the first bet's own currency). Each selection says whether it takes bets now; the reader's slip drops those
 * that do not. An unknown or expired code is a 404.
 */
export async function readShareCode(
  db: Database,
  code: string,
  currency: string | undefined,
  now: Date,
): Promise<SharedBets> {
  const stored = await shareCodesRepository(db).findLive(code, now);
  if (!stored) {
    throw new DomainError(
      'not_found',
      SHARE_CODE_ERROR_CODES.notFound,
      'No shared slip has this code, or it expired.',
    );
  }
  const target = currency ?? stored.bets[0]?.stake.currency ?? 'EUR';
  const current = await currentSelections(db, refsOf(stored.bets), now);
  return {
    code: stored.code,
    currency: target,
    expires_at: stored.expiresAt.toISOString(),
    bets: stored.bets.map((bet) => ({
      type: bet.type,
      system_id: bet.system_id ?? null,
      // Both currencies were checked when the slip was saved or the request read: the conversion answers.
      stake: {
        value: convertSharedStake(bet.stake.value, bet.stake.currency, target) ?? 0,
        currency: target,
      },
      selections: bet.selections.map((s) => {
        const now = current.get(
          selectionKey({
            matchId: s.match_id,
            marketId: s.market_id,
            specifier: s.specifier,
            outcomeId: s.outcome_id,
          }),
        );
        return { ...s, odds: now?.odds ?? 0, bettable: now?.open ?? false };
      }),
    })),
  };
}
