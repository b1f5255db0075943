import type { LootboxSummary } from '@sportsbook/contracts/backoffice-money';
import type { Database } from '../../db/client';
import { listLootboxCampaigns, lootboxPrizeTotals } from './repository';

/**
 * Every loot box campaign as the back office's Campaigns screen reads it (ADR 039, amendment): chests issued (the
 * stored chests; a settled bet's chest is stored when its player next reads their chests), opened, and the prizes
 * the openings issued with their face values.
 */
export async function lootboxSummaries(db: Database): Promise<LootboxSummary[]> {
  const campaigns = await listLootboxCampaigns(db);
  const prizes = await lootboxPrizeTotals(db);
  return campaigns.map(({ row, boxes, opened }) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    valid_from: row.validFrom.toISOString(),
    valid_to: row.validTo.toISOString(),
    chests_issued: boxes,
    chests_opened: opened,
    prizes_count: prizes.get(row.id)?.prizes ?? 0,
    prizes_paid: prizes.get(row.id)?.paid ?? {},
  }));
}
