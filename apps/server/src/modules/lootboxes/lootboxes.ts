import { createHmac } from 'node:crypto';
import type { Locale } from '@sportsbook/contracts/locales';
import { LOOTBOX_ERROR_CODES, type Lootbox } from '@sportsbook/contracts/lootboxes';
import { isFreebetKind } from '@sportsbook/domain/bonus-kinds';
import { chestSize, drawPrize, type LootboxPlace, lootboxRank } from '@sportsbook/domain/lootboxes';
import { DomainError, notFound } from '../../core/domain-error';
import type { Database } from '../../db/client';
import { contentIn, type IssueContext, type IssuedBonus, issueRecorded, publishIssued } from '../bonuses';
import {
  findOpening,
  insertOpening,
  lockOwnLootbox,
  type PlayerLootboxRow,
  playerLootboxes,
  storeEarnedLootboxes,
} from './repository';

/**
 * A box's draw seed (ADR 028, "Loot boxes, AMB, predictions"): HMAC-SHA256 of `lootbox:{id}` under the server's
 * token secret. Reproducible by whoever holds the secret (an audit), unknowable to a player beforehand.
 */
export const lootboxSeed = (secret: string, boxId: number): string =>
  createHmac('sha256', secret).update(`lootbox:${boxId}`).digest('hex');

/** What a chest shows its player. */
export function lootboxView(row: PlayerLootboxRow, locale: Locale): Lootbox {
  const place = row.box.place as LootboxPlace;
  return {
    id: String(row.box.id),
    type: 'lootbox',
    campaign_id: row.campaign.id,
    title: contentIn(row.campaign, locale).title,
    place,
    result: row.box.result,
    rank: lootboxRank(place, row.box.result),
    chest_size: chestSize(place),
    status: row.opening ? 'opened' : 'active',
    bet_id: String(row.box.betId),
    earned_at: row.box.earnedAt.toISOString(),
    opened_at: row.opening?.openedAt.toISOString() ?? null,
    prize: row.prize
      ? {
          id: String(row.prize.id),
          type: row.prize.kind,
          amount: row.prize.amount,
          currency: row.prize.currency,
        }
      : null,
  };
}

/** The player's chests (earned ones stored first), filtered by status (`active`: not opened yet). */
export async function listLootboxes(
  db: Database,
  playerId: number,
  status: 'active' | 'opened' | 'all',
  now: Date,
): Promise<PlayerLootboxRow[]> {
  await storeEarnedLootboxes(db, playerId, now);
  return playerLootboxes(db, playerId, status === 'all' ? undefined : status === 'opened');
}

/** One of the player's chests; another player's or an unknown id is a 404. */
export async function ownLootbox(db: Database, playerId: number, boxId: number, now: Date) {
  await storeEarnedLootboxes(db, playerId, now);
  const [row] = await playerLootboxes(db, playerId, undefined, boxId);
  if (!row) throw notFound('Loot box');
  return row;
}

/**
 * Opens the player's chest once: in one transaction the box row is locked, the prize drawn from the table of its
 * place and variant with the box's seed, the prize's freebet issued from its campaign through the bonuses
 * module's issue path, and the opening inserted (its primary key is the box). Opening an opened box answers the
 * first opening. A prize its campaign cannot issue (budget, cap, paused ...) is a 409 and leaves the box closed.
 */
export async function openLootbox(
  ctx: IssueContext & { secret: string },
  playerId: number,
  boxId: number,
  now: Date,
): Promise<void> {
  const issued = await ctx.db.transaction(async (tx) => {
    const locked = await lockOwnLootbox(tx, playerId, boxId);
    if (!locked) throw notFound('Loot box');
    if (await findOpening(tx, boxId)) return null;
    const tier = locked.campaign.tiers[locked.box.place - 1];
    if (!tier) throw new Error(`loot box ${boxId} has a place its campaign has no tier for`);
    const prize = drawPrize(
      tier.prizes[locked.box.result].map((line) => ({ weight: line.weight, campaignId: line.campaign_id })),
      lootboxSeed(ctx.secret, boxId),
    );
    if (prize.campaignId === null) {
      await insertOpening(tx, boxId, null, now);
      return null;
    }
    const { result, notified } = await issueRecorded(tx, prize.campaignId, playerId, now);
    if (!result.ok) {
      throw new DomainError(
        'conflict',
        LOOTBOX_ERROR_CODES.prizeUnavailable,
        `The prize of loot box ${boxId} cannot be issued now (${result.reason}); the box stays closed`,
        { details: { reason: result.reason } },
      );
    }
    if (!isFreebetKind(result.bonus.type)) {
      throw new Error(`loot box prize campaign ${prize.campaignId} issued a ${result.bonus.type}`);
    }
    await insertOpening(tx, boxId, { campaignId: prize.campaignId, bonusId: Number(result.bonus.id) }, now);
    return { bonus: result.bonus, notified };
  });
  if (issued) await publishIssued(ctx, playerId, issued.bonus satisfies IssuedBonus, issued.notified);
}
