import {
  CAMPAIGN_ERROR_CODES,
  type Campaign,
  type CampaignFields,
  type CampaignStatus,
  campaignCreateSchema,
} from '@sportsbook/contracts/bonus-campaigns';
import { DomainError, notFound } from '../../core/domain-error';
import type { Database } from '../../db/client';
import { invalidRequest } from '../../http/errors';
import {
  type CampaignRow,
  campaignBudgets,
  campaignFields,
  campaignView,
  findCampaign,
  insertCampaign,
  moveCampaign,
  updateCampaign,
} from './campaign-repository';

/**
 * The operator's campaign steps (ADR 028), for whichever route runs them: the back office runs each inside its
 * audited transaction (ADR 039) and records the campaign before and after.
 */

/** Where a status move may start: an ended campaign stays ended. */
export const CAMPAIGN_MOVES: Record<
  'pause' | 'resume' | 'end',
  { from: CampaignStatus[]; to: CampaignStatus }
> = {
  pause: { from: ['active', 'paused'], to: 'paused' },
  resume: { from: ['active', 'paused'], to: 'active' },
  end: { from: ['active', 'paused', 'ended'], to: 'ended' },
};
export type CampaignMove = keyof typeof CAMPAIGN_MOVES;

export const campaignEnded = (id: number) =>
  new DomainError('conflict', CAMPAIGN_ERROR_CODES.ended, `Campaign ${id} has ended and stays ended`);

/** The merged campaign, checked whole again: an update may not leave a window or params that do not fit. */
function mergedCampaign(current: CampaignFields, patch: Partial<CampaignFields>): CampaignFields {
  const merged = campaignCreateSchema.safeParse({ ...current, ...patch });
  if (merged.success) return merged.data;
  const problems = merged.error.issues.map((issue) => ({
    field: `body.${issue.path.join('.')}`,
    message: issue.message,
  }));
  throw invalidRequest(problems);
}

export async function existingCampaign(db: Database, id: number): Promise<CampaignRow> {
  const row = await findCampaign(db, id);
  if (!row) throw notFound('Campaign');
  return row;
}

export async function createCampaign(db: Database, fields: CampaignFields): Promise<Campaign> {
  const id = await insertCampaign(db, fields);
  return campaignView(db, await existingCampaign(db, id));
}

/** Edits a campaign that has not ended; the kind never changes (the update schema has no kind). */
export async function editCampaign(
  db: Database,
  id: number,
  patch: Partial<CampaignFields>,
  now: Date,
): Promise<{ before: Campaign; after: Campaign }> {
  const row = await existingCampaign(db, id);
  if (row.status === 'ended') throw campaignEnded(id);
  const before = await campaignView(db, row);
  const fields = mergedCampaign(campaignFields(row, await campaignBudgets(db, id)), patch);
  await updateCampaign(db, id, fields, now);
  return { before, after: await campaignView(db, await existingCampaign(db, id)) };
}

/** Pauses, resumes or ends a campaign. */
export async function moveCampaignStatus(
  db: Database,
  id: number,
  move: CampaignMove,
  now: Date,
): Promise<{ before: Campaign; after: Campaign }> {
  const before = await campaignView(db, await existingCampaign(db, id));
  const { from, to } = CAMPAIGN_MOVES[move];
  if (!(await moveCampaign(db, id, from, to, now))) throw campaignEnded(id);
  return { before, after: await campaignView(db, await existingCampaign(db, id)) };
}
