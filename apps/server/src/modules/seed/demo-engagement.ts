import type { CampaignFields } from '@sportsbook/contracts/bonus-campaigns';
import type { Database } from '../../db/client';
import { campaignIdByName, insertCampaign } from '../bonuses';
import {
  ambCampaignByName,
  insertAmbCampaign,
  insertLootboxCampaign,
  lootboxCampaignByName,
} from '../lootboxes';
import { ensureOpenPrediction } from '../predictions';

const DAY_MS = 24 * 3600 * 1000;
/** A seeded prediction's match starts at least this long after seeding, so there is time to vote. */
const PREDICTION_LEAD_MS = 30 * 60 * 1000;

/** A manual freebet campaign a chest or an AMB range issues: granted by those only, often to one player. */
function prizeCampaign(name: string, title: string, amountEur: number, now: Date): CampaignFields {
  return {
    name,
    kind: 'freebet',
    content: {
      en: {
        title,
        description: `A ${(amountEur / 100).toFixed(2)} freebet.`,
        terms: 'Odds 1.50 or more; 30 days.',
      },
    },
    valid_from: now.toISOString(),
    valid_to: new Date(now.getTime() + 365 * DAY_MS).toISOString(),
    country_codes: [],
    only_verified: false,
    budget: null,
    per_player_cap: 1_000,
    status: 'active',
    show_in_promotions: false,
    event_conditions: {
      sport_type_ids: [],
      sport_ids: [],
      category_ids: [],
      tournament_ids: [],
      event_ids: [],
    },
    banners: { desktop: null, mobile: null },
    trigger: { key: 'manual' },
    params: {
      amounts: { EUR: amountEur, USD: amountEur, BRL: amountEur * 5, BTC: 5_000 },
      min_odds: 1500,
      max_odds: null,
      match_status: 'any',
      selection_count_from: 1,
      selection_count_to: null,
      days_valid: 30,
      boost_multiplier: null,
    },
  };
}

const idOf = async (db: Database, campaign: CampaignFields) =>
  (await campaignIdByName(db, campaign.name)) ?? (await insertCampaign(db, campaign));

/** Stakes per currency from an amount in EUR cents (BRL five times, BTC a fixed small amount). */
const stakes = (eur: number) => ({ EUR: eur, USD: eur, BRL: eur * 5, BTC: 1_000 });

/**
 * The demo loot box and AMB campaigns (once, by name) and an open prediction on an upcoming football match (when
 * none is open; the catalogue is there only once the feed stored it, so this runs again then, like the demo
 * campaigns).
 */
export async function seedDemoEngagement(db: Database, now: Date): Promise<void> {
  const window = {
    valid_from: now.toISOString(),
    valid_to: new Date(now.getTime() + 365 * DAY_MS).toISOString(),
    status: 'active' as const,
  };
  const small = await idOf(db, prizeCampaign('Demo: chest prize 2.00', 'Chest freebet', 200, now));
  const big = await idOf(db, prizeCampaign('Demo: chest prize 10.00', 'Big chest freebet', 1_000, now));
  if (!(await lootboxCampaignByName(db, 'Demo: treasure chests'))) {
    const table = (bigWeight: number) => ({
      win: [
        { weight: 6, campaign_id: small },
        { weight: bigWeight, campaign_id: big },
      ],
      lose: [
        { weight: 5, campaign_id: small },
        { weight: 5, campaign_id: null },
      ],
    });
    await insertLootboxCampaign(db, {
      ...window,
      name: 'Demo: treasure chests',
      content: {
        en: {
          title: 'Treasure chests',
          description:
            'Every settled bet at odds 1.50 or more earns a chest; bigger stakes earn bigger chests.',
          terms:
            'Stakes of 1.00, 10.00 and 50.00 earn small, medium and large chests. Freebet bets earn none.',
        },
      },
      min_odds: 1500,
      tiers: [
        { min_stake: stakes(100), prizes: table(1) },
        { min_stake: stakes(1_000), prizes: table(3) },
        { min_stake: stakes(5_000), prizes: table(6) },
      ],
    });
  }
  const ambPrize = await idOf(
    db,
    prizeCampaign('Demo: bet-count freebet 2.00', 'Bet-count freebet', 200, now),
  );
  if (!(await ambCampaignByName(db, 'Demo: bet and collect'))) {
    await insertAmbCampaign(db, {
      ...window,
      name: 'Demo: bet and collect',
      content: {
        en: {
          title: 'Bet and collect',
          description: 'Three bets earn a freebet, five bets two more.',
          terms: 'Bets of 1.00 or more at odds 1.50 or more, counted from joining.',
        },
      },
      min_odds: 1500,
      min_stake: stakes(100),
      ranges: [
        { number_of_bets: 3, number_of_freebets: 1 },
        { number_of_bets: 5, number_of_freebets: 2 },
      ],
      prize_campaign_id: ambPrize,
    });
  }
  await ensureOpenPrediction(db, now, PREDICTION_LEAD_MS);
}
