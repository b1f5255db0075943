import { randomBytes } from 'node:crypto';
import {
  BETTING_ERROR_CODES,
  type PlacedBet,
  type PlacementBet,
  type PlacementRequest,
  RISK_ODDS_CHANGED_KEY,
} from '@sportsbook/contracts/betting';
import { BET_ERROR_CODES } from '@sportsbook/contracts/errors';
import { betOdds, betPotentialReturn } from '@sportsbook/domain/bet-returns';
import { customBetQuote } from '@sportsbook/domain/custom-bet-odds';
import { findCurrency } from '@sportsbook/domain/money';
import { checkPlacementOdds } from '@sportsbook/domain/odds-acceptance';
import { PLACEMENT_ERROR_KEYS } from '@sportsbook/domain/placement-errors';
import { type ValidatedBet, validateSlip } from '@sportsbook/domain/slip-validation';
import type { SystemType } from '@sportsbook/domain/system-bets';
import type { Database } from '../../db/client';
import { betSelections, bets } from '../../db/schema/betting';
import { HttpError } from '../../http/errors';
import type { SignedInPlayer } from '../../http/session';
import { checkWagerAndLossLimits } from '../limits/enforcement';
import { type BalanceChange, postLedgerTransaction } from '../wallet/ledger';
import { type BettingConfig, inPlayDelay } from './config';
import { type CurrentSelection, currentSelections, selectionKey } from './current-prices';
import { placedView, placedWithKey } from './repository';
import { readSettings } from './settings';

/** Thrown inside the transaction when another request with the same key placed the bets first. */
class AlreadyPlaced extends Error {}

export interface PlacementOutcome {
  placed: PlacedBet[];
  balanceChanges: BalanceChange[];
  /** Bets waiting for the in-play delay: when to check them again. */
  delayedUntil: Date | undefined;
  replayed: boolean;
}

const parseSystem = (id: string | undefined): SystemType | undefined => {
  if (!id) return undefined;
  const [win, total] = id.split('/').map(Number);
  return win && total ? { winCount: win, totalCount: total } : undefined;
};

const refOf = (s: PlacementBet['selections'][number]) => ({
  matchId: s.match_id,
  marketId: s.market_id,
  specifier: s.specifier,
  outcomeId: s.outcome_id,
});

const placementError = (message: string, keys: string[], details: unknown) =>
  new HttpError(400, BETTING_ERROR_CODES.invalidBet, message, {
    errors_by_bet: keys.map((key) => ({ localized_message: key })),
    details,
  });

/**
 * Places the bets of one request in one transaction: current prices against the player's acceptance mode
 * (101), domain slip validation and operator bet limits, responsible-gambling limits, then per bet the stake
 * moves to bets-in-play through the ledger and the bet is stored. Any refusal leaves nothing changed.
 */
export async function placeBets(
  db: Database,
  player: SignedInPlayer,
  request: PlacementRequest,
  headerKey: string | undefined,
  config: BettingConfig,
  now: Date = new Date(),
): Promise<PlacementOutcome> {
  if (player.pve) {
    throw new HttpError(403, BET_ERROR_CODES.pvePlayerBetForbidden, 'This account may not place bets.', {
      localized_message: PLACEMENT_ERROR_KEYS.pvePlayerBetForbidden,
      errors_by_bet: request.bets.map(() => ({
        localized_message: PLACEMENT_ERROR_KEYS.pvePlayerBetForbidden,
      })),
    });
  }
  const key = request.meta.idempotency_key ?? headerKey ?? randomBytes(16).toString('hex');
  const earlier = await placedWithKey(db, player.id, key);
  if (earlier.length > 0)
    return { placed: earlier, balanceChanges: [], delayedUntil: undefined, replayed: true };

  const currency = findCurrency(player.currency);
  if (!currency) throw new HttpError(400, BETTING_ERROR_CODES.currencyMismatch, 'Unknown account currency');
  const wrongCurrency = request.bets.find((bet) => bet.stake.currency !== player.currency);
  if (wrongCurrency) {
    throw new HttpError(
      400,
      BETTING_ERROR_CODES.currencyMismatch,
      `Stakes must be in your account currency ${player.currency} (got ${wrongCurrency.stake.currency}).`,
    );
  }
  const settings = await readSettings(db, player.id, config);
  const mode = settings.autoAcceptOddsChange;

  try {
    return await db.transaction(async (tx) => {
      const current = await currentSelections(
        tx,
        request.bets.flatMap((bet) => bet.selections.map(refOf)),
      );
      const lookup = (s: PlacementBet['selections'][number]): CurrentSelection => {
        const found = current.get(selectionKey(refOf(s)));
        if (!found) throw new Error('selection lookup incomplete');
        return found;
      };

      // Prices first: a moved price is the 101 the slip reacts to by refreshing its prices.
      const moved = request.bets.map((bet) =>
        bet.selections.flatMap((s) => {
          const now = lookup(s);
          if (!now.open || bet.type === 'custom_bet') return [];
          const check = checkPlacementOdds(mode, s.odds, now.odds);
          return check.accepted ? [] : [{ ...s, current: check.current }];
        }),
      );
      if (moved.some((list) => list.length > 0)) {
        throw new HttpError(400, BET_ERROR_CODES.invalidOdds, 'The odds have changed.', {
          localized_message: PLACEMENT_ERROR_KEYS.invalidOdds,
          errors_by_bet: moved.map((list) => ({
            localized_message: list.length > 0 ? RISK_ODDS_CHANGED_KEY : '',
          })),
          details: { key: RISK_ODDS_CHANGED_KEY, selections: moved.flat() },
        });
      }

      const validated: ValidatedBet[] = request.bets.map((bet) => {
        const selections = bet.selections.map((s, index) => {
          const now = lookup(s);
          const odds = bet.type === 'custom_bet' ? s.odds : checkPlacementOdds(mode, s.odds, now.odds);
          return {
            id: `${index}:${selectionKey(refOf(s))}`,
            matchId: String(s.match_id),
            provider: now.provider,
            acceptedOdds: typeof odds === 'number' ? odds : odds.accepted ? odds.odds : s.odds,
            isSuspended: now.found && !now.open,
            isNotAvailable: !now.found,
            isChanged: false,
          };
        });
        const systemType = parseSystem(bet.system_id);
        return {
          betType: bet.type,
          stake: bet.stake.value,
          selections,
          ...(systemType ? { systemType } : {}),
          ...(bet.custom_odds === undefined ? {} : { customOdds: bet.custom_odds }),
        };
      });

      request.bets.forEach((bet, index) => {
        if (bet.type !== 'custom_bet') return;
        const quote = customBetQuote(bet.selections.map((s) => ({ ...refOf(s), odds: lookup(s).odds })));
        if (
          quote === undefined ||
          bet.custom_odds === undefined ||
          !checkPlacementOdds(mode, bet.custom_odds, quote).accepted
        ) {
          throw new HttpError(
            400,
            BET_ERROR_CODES.invalidOddsCustomBet,
            'The custom bet price is not valid.',
            {
              localized_message: PLACEMENT_ERROR_KEYS.invalidOddsCustomBet,
              errors_by_bet: request.bets.map((_, i) => ({
                localized_message: i === index ? PLACEMENT_ERROR_KEYS.invalidOddsCustomBet : '',
              })),
              details: { custom_odds: quote ?? null },
            },
          );
        }
      });

      const validation = validateSlip({
        bets: validated,
        currency: { code: currency.code, fiat: currency.fiat },
        limits: config.betLimits,
        isPve: player.pve,
      });
      if (!validation.placementEnabled) {
        const errors = validation.issues.filter((issue) => issue.kind === 'error');
        throw placementError(
          `The bets cannot be placed: ${errors.map((issue) => issue.key).join(', ')}`,
          request.bets.map(
            (_, i) => errors.find((e) => e.betIndex === i || e.betIndex === undefined)?.key ?? '',
          ),
          errors,
        );
      }

      const placed: PlacedBet[] = [];
      const balanceChanges: BalanceChange[] = [];
      let delayedUntil: Date | undefined;
      for (const [index, bet] of validated.entries()) {
        const source = request.bets[index];
        if (!source) continue;
        const limits = await checkWagerAndLossLimits(tx, player.id, currency.code, bet.stake, now);
        if (!limits.ok) {
          throw new HttpError(403, limits.code, limits.message, {
            localized_message: limits.message,
            details: limits.limit ?? {},
          });
        }
        const betKey = `${key}#${index}`;
        const posting = await postLedgerTransaction(tx, {
          kind: 'bet_stake',
          currency: currency.code,
          reference: `bet:${player.id}:${betKey}`,
          entries: [
            { account: { playerId: player.id }, amount: -bet.stake },
            { account: { house: 'bets_in_play' }, amount: bet.stake },
          ],
          metadata: { idempotencyKey: betKey },
          at: now,
        });
        if (!posting.ok) {
          throw new HttpError(
            400,
            BETTING_ERROR_CODES.insufficientFunds,
            'Your balance does not cover the stake.',
            {
              localized_message: 'error.place_bets.insufficient_funds',
              details: { balance: posting.balance, required: posting.required, currency: currency.code },
            },
          );
        }
        if (posting.duplicate) throw new AlreadyPlaced();
        balanceChanges.push(...posting.balanceChanges);

        const legs = source.selections.map(lookup);
        const delay = legs.some((leg) => leg.live)
          ? Math.max(...legs.map((leg) => inPlayDelay(config, leg.sportKey)))
          : 0;
        const acceptAfter = delay > 0 ? new Date(now.getTime() + delay) : null;
        if (acceptAfter && (!delayedUntil || acceptAfter > delayedUntil)) delayedUntil = acceptAfter;
        const [row] = await tx
          .insert(bets)
          .values({
            playerId: player.id,
            ref: `B${now.getTime().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`,
            type: bet.betType,
            systemWinCount: bet.systemType?.winCount ?? null,
            systemTotalCount: bet.systemType?.totalCount ?? null,
            status: acceptAfter ? 'submitted' : 'waiting_results',
            stake: bet.stake,
            currency: currency.code,
            odds: betOdds(bet) ?? 0,
            potentialReturn: betPotentialReturn(bet) ?? 0,
            isVip: bet.stake >= (config.vipStake[currency.code] ?? Number.MAX_SAFE_INTEGER),
            idempotencyKey: betKey,
            deviceId: request.meta.device_id ?? null,
            quick: request.meta.quick,
            acceptMode: mode,
            acceptAfter,
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('bet not inserted');
        const selectionRows = await tx
          .insert(betSelections)
          .values(
            source.selections.map((s, position) => ({
              betId: row.id,
              position,
              matchId: s.match_id,
              marketId: s.market_id,
              specifier: s.specifier,
              outcomeId: s.outcome_id,
              odds: bet.selections[position]?.acceptedOdds ?? s.odds,
            })),
          )
          .returning();
        placed.push(placedView(row, selectionRows));
      }
      return { placed, balanceChanges, delayedUntil, replayed: false };
    });
  } catch (error) {
    if (!(error instanceof AlreadyPlaced) && !isUniqueViolation(error)) throw error;
    // A parallel request with the same key won: answer what it placed.
    const placed = await placedWithKey(db, player.id, key);
    if (placed.length === 0) throw error;
    return { placed, balanceChanges: [], delayedUntil: undefined, replayed: true };
  }
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if ('code' in current && (current as { code: unknown }).code === '23505') return true;
    current = 'cause' in current ? (current as { cause: unknown }).cause : undefined;
  }
  return false;
}
