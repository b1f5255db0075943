import type { PlacementBet } from '@sportsbook/contracts/betting';
import { maxStake } from '@sportsbook/domain/max-stake';
import type { Database } from '../../db/client';
import type { SignedInPlayer } from '../../http/session';
import { playerBalance } from '../wallet';
import { betRiskOf, readPlayerRisk } from './bet-risk';
import type { BettingConfig } from './config';
import { currentSelections } from './current-prices';
import { accountCurrencyOf, refOf, selectionLookup, validatedBet } from './validated-bet';

/**
 * The largest stake the player could place the bet with now: the bet as placement validates it (every leg at its
 * current price, a custom bet at the server's quote, `validatedBet`), searched by domain `maxStake` up to the
 * balance under the operator bet limits as risk management adjusts them for this player's bet (stake factor,
 * sport, market and player limits, ADR 040). Null when no stake passes.
 */
export async function playerMaxStake(
  db: Database,
  player: SignedInPlayer,
  bet: PlacementBet,
  config: BettingConfig,
): Promise<{ max_stake: number | null; currency: string }> {
  const currency = accountCurrencyOf(player);
  const [current, risk] = await Promise.all([
    currentSelections(db, bet.selections.map(refOf)),
    readPlayerRisk(db, player.id),
  ]);
  const lookup = selectionLookup(current);
  const { stake: _searched, ...priced } = validatedBet(bet, lookup);
  const found = maxStake({
    bet: priced,
    risk: betRiskOf(bet, lookup, risk, currency.code),
    ceiling: await playerBalance(db, player.id, currency.code),
    currency: { code: currency.code, fiat: currency.fiat },
    limits: config.betLimits,
    isPve: player.pve,
  });
  return { max_stake: found ?? null, currency: currency.code };
}
