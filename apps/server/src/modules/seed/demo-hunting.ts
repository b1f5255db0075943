import type { CampaignFields } from '@sportsbook/contracts/bonus-campaigns';
import type { FarmingCampaignFields } from '@sportsbook/contracts/hunting';
import type { Database } from '../../db/client';
import {
  campaignIdByName,
  farmingCampaignIdByName,
  insertCampaign,
  insertFarmingCampaign,
  seedDemoStanding,
} from '../bonuses';
import { findPlayerByEmail } from '../player-records';

const DAY_MS = 24 * 3600 * 1000;
const DEMO_DAYS = 365;
const noConditions = {
  sport_type_ids: [],
  sport_ids: [],
  category_ids: [],
  tournament_ids: [],
  event_ids: [],
};

export const DEMO_HUNTING = 'Demo: bonus hunting';
export const DEMO_TOURNAMENT = 'Demo: hunting tournament';
const DEMO_HUNTING_FREEBET = 'Demo: hunting freebet';

/** The demo players already on the tournament's leaderboard: farmed stakes (EUR cents), minutes ago. */
const DEMO_STANDINGS: readonly { email: string; stake: number; minutesAgo: number }[] = [
  { email: 'second@example.com', stake: 12_000, minutesAgo: 90 },
  { email: 'freebet@example.com', stake: 7_500, minutesAgo: 60 },
  { email: 'bonuses@example.com', stake: 7_500, minutesAgo: 30 },
  { email: 'spitest@example.com', stake: 2_500, minutesAgo: 10 },
];

const window = (now: Date) => ({
  valid_from: now.toISOString(),
  valid_to: new Date(now.getTime() + DEMO_DAYS * DAY_MS).toISOString(),
});

/** The freebet a hunting threshold issues: manual (never listed, never triggered), three per player. */
function huntingFreebet(now: Date): CampaignFields {
  return {
    ...window(now),
    name: DEMO_HUNTING_FREEBET,
    kind: 'freebet',
    content: {
      en: {
        title: 'Hunting freebet',
        description: 'Earned by bonus hunting.',
        terms: 'Odds 1.50 or more; 30 days.',
      },
    },
    country_codes: [],
    only_verified: false,
    event_conditions: noConditions,
    budget: null,
    per_player_cap: 3,
    trigger: { key: 'manual' },
    params: {
      amounts: { EUR: 500, USD: 500, BRL: 2_500, BTC: 10_000 },
      min_odds: 1500,
      max_odds: null,
      match_status: 'any',
      selection_count_from: 1,
      selection_count_to: null,
      days_valid: 30,
      boost_multiplier: null,
    },
    status: 'active',
    show_in_promotions: false,
    banners: { desktop: null, mobile: null },
  };
}

function demoFarming(now: Date, freebetCampaignId: number): FarmingCampaignFields[] {
  const common = {
    ...window(now),
    status: 'active' as const,
    event_conditions: noConditions,
    farm_once_per_event: true,
    show_in_promotion: true,
  };
  return [
    {
      ...common,
      kind: 'hunting',
      name: DEMO_HUNTING,
      content: {
        en: {
          title: 'Bonus hunting',
          description: 'Farm points with your settled bets and collect up to three 5.00 freebets.',
          terms:
            'Join, then bet at odds 1.50 or more with at least 1.00 a bet. A minimum stake at odds 1.00 is one point; one bet per event counts. 20, 50 and 100 points each earn a freebet.',
        },
      },
      min_odds: 1500,
      min_stakes: { EUR: 100, USD: 100, BRL: 500, BTC: 2_000 },
      freebet_campaign_id: freebetCampaignId,
      thresholds: [20, 50, 100],
      tournament: null,
    },
    {
      ...common,
      kind: 'tournament',
      name: DEMO_TOURNAMENT,
      content: {
        en: {
          title: 'Hunting tournament',
          description: 'Climb the leaderboard with your settled bets; the pool grows with every bet.',
          terms:
            'Join, then bet in EUR with at least 1.00 a bet. The leaderboard ranks the stakes of your settled bets, one per event; a tie goes to who got there first. 5% of every stake goes to the pool.',
        },
      },
      min_odds: null,
      min_stakes: { EUR: 100 },
      freebet_campaign_id: null,
      thresholds: [],
      tournament: { kind: 'simple_tournament', currency: 'EUR', initial_pool: 50_000, pool_share_bp: 500 },
    },
  ];
}

/**
 * Seeds the demo hunting campaign and tournament once (by name), and puts a few demo players on the tournament's
 * leaderboard so a new player sees one at once (issue 16). Safe to run at every start.
 */
export async function seedDemoHunting(db: Database, now: Date = new Date()): Promise<void> {
  const freebet = huntingFreebet(now);
  const freebetId = (await campaignIdByName(db, freebet.name)) ?? (await insertCampaign(db, freebet));
  let tournamentId: number | undefined;
  for (const campaign of demoFarming(now, freebetId)) {
    const id =
      (await farmingCampaignIdByName(db, campaign.name)) ?? (await insertFarmingCampaign(db, campaign));
    if (campaign.kind === 'tournament') tournamentId = id;
  }
  if (tournamentId === undefined) return;
  for (const standing of DEMO_STANDINGS) {
    const player = await findPlayerByEmail(db, standing.email);
    if (!player) continue;
    await seedDemoStanding(db, {
      campaignId: tournamentId,
      playerId: player.id,
      stake: standing.stake,
      points: standing.stake / 100,
      at: new Date(now.getTime() - standing.minutesAgo * 60_000),
    });
  }
}
