import type { FreebetParams } from '@sportsbook/contracts/bonus-campaigns';
import type { Locale } from '@sportsbook/contracts/locales';
import { type AmbProgress, LOOTBOX_ERROR_CODES } from '@sportsbook/contracts/lootboxes';
import { ambFreebetsDue, ambProgress } from '@sportsbook/domain/amb';
import { DomainError } from '../../core/domain-error';
import { contentIn, findCampaign, type IssueContext, issueRecorded, publishIssued } from '../bonuses';
import {
  type AmbCampaignRow,
  countAmbBets,
  issuedAmbKeys,
  joinAmbCampaign,
  lockAmbEntry,
  recordAmbFreebet,
  runningAmbCampaigns,
} from './repository';

interface AmbPlayer {
  id: number;
  currency: string;
}

const domainRanges = (campaign: AmbCampaignRow) =>
  campaign.ranges.map((range) => ({
    numberOfBets: range.number_of_bets,
    numberOfFreebets: range.number_of_freebets,
  }));

/**
 * Issues the entry's freebets its count has reached and it has not issued yet, one transaction per freebet with
 * the entry locked (two reads at once issue each key once; the key is also the primary key). A refusal of the
 * prize campaign (budget, cap ...) stops here: the freebet is issued by a later read once the campaign can.
 */
async function issueReached(
  ctx: IssueContext,
  campaign: AmbCampaignRow,
  entryId: number,
  playerId: number,
  count: number,
  now: Date,
): Promise<void> {
  const issued = await issuedAmbKeys(ctx.db, entryId);
  const due = ambFreebetsDue(domainRanges(campaign), count).filter((key) => !issued.has(key.join(':')));
  for (const key of due) {
    const outcome = await ctx.db.transaction(async (tx) => {
      await lockAmbEntry(tx, entryId);
      if ((await issuedAmbKeys(tx, entryId)).has(key.join(':'))) return 'done' as const;
      const { result, notified } = await issueRecorded(tx, campaign.prizeCampaignId, playerId, now);
      if (!result.ok) return 'refused' as const;
      await recordAmbFreebet(tx, entryId, key, Number(result.bonus.id), now);
      return { bonus: result.bonus, notified };
    });
    if (outcome === 'refused') return;
    if (outcome !== 'done') await publishIssued(ctx, playerId, outcome.bonus, outcome.notified);
  }
}

/**
 * The player's progress on every running AMB campaign; a joined one first issues what the bets counted since
 * joining have reached (ADR 028: counted from placed bets, issued on the player's next read of the progress).
 */
export async function ambProgressList(
  ctx: IssueContext,
  player: AmbPlayer,
  locale: Locale,
  now: Date,
): Promise<AmbProgress[]> {
  const rows = await runningAmbCampaigns(ctx.db, player.id, now);
  const answers: AmbProgress[] = [];
  for (const { campaign, entry } of rows) {
    const count = entry ? await countAmbBets(ctx.db, campaign, entry, player.currency) : 0;
    if (entry) await issueReached(ctx, campaign, entry.id, player.id, count, now);
    const progress = ambProgress(domainRanges(campaign), count);
    const prize = await findCampaign(ctx.db, campaign.prizeCampaignId);
    const amounts = prize && prize.kind !== 'comboboost' ? (prize.params as FreebetParams).amounts : {};
    answers.push({
      id: campaign.id,
      name: contentIn(campaign, locale).title,
      type: 'amb',
      joined: entry !== null,
      progress_count: progress.progressCount,
      possible_progress_count: progress.possibleProgressCount,
      ranges: campaign.ranges,
      issued_bonus_amount: amounts[player.currency] ?? 0,
      issued_freebets_count: entry ? (await issuedAmbKeys(ctx.db, entry.id)).size : 0,
      currency: player.currency,
      min_stake: campaign.minStake[player.currency] ?? 0,
      min_odds: campaign.minOdds,
      issue_to: campaign.validTo.toISOString(),
    });
  }
  return answers;
}

/** Joins the player to a running AMB campaign (once; again changes nothing) and answers its progress. */
export async function joinAmb(
  ctx: IssueContext,
  player: AmbPlayer,
  campaignId: number,
  locale: Locale,
  now: Date,
): Promise<AmbProgress> {
  const runningNow = await runningAmbCampaigns(ctx.db, player.id, now);
  if (!runningNow.some((row) => row.campaign.id === campaignId)) {
    throw new DomainError(
      'not_found',
      LOOTBOX_ERROR_CODES.ambNotRunning,
      `No running amount-of-bets campaign ${campaignId}`,
    );
  }
  await joinAmbCampaign(ctx.db, campaignId, player.id, now);
  const progress = (await ambProgressList(ctx, player, locale, now)).find((row) => row.id === campaignId);
  if (!progress) throw new Error(`AMB campaign ${campaignId} stopped running while joined`);
  return progress;
}

/** The campaign's terms in the locale, when it runs. */
export async function ambTerms(
  ctx: IssueContext,
  player: AmbPlayer,
  campaignId: number,
  locale: Locale,
  now: Date,
) {
  const row = (await runningAmbCampaigns(ctx.db, player.id, now)).find((r) => r.campaign.id === campaignId);
  if (!row) {
    throw new DomainError(
      'not_found',
      LOOTBOX_ERROR_CODES.ambNotRunning,
      `No running amount-of-bets campaign ${campaignId}`,
    );
  }
  return { id: String(campaignId), type: 'amb' as const, locale, ...contentIn(row.campaign, locale) };
}
