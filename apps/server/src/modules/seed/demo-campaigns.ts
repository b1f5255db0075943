import type { CampaignFields } from '@sportsbook/contracts/bonus-campaigns';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sports } from '../../db/schema/catalogue';
import { campaignIdByName, insertCampaign, issueFromCampaign, setCampaignSportIds } from '../bonuses';
import { findPlayerByEmail } from '../player-records';
import { seedDemoEngagement } from './demo-engagement';

const DAY_MS = 24 * 3600 * 1000;
/** The demo campaigns run a year from the first seeding. */
const DEMO_CAMPAIGN_DAYS = 365;

/** The demo player who holds one bonus of every kind issued by hand (printed by `npm start`). */
export const DEMO_BONUS_PLAYER = 'bonuses@example.com';

const content = (title: string, description: string, terms: string): CampaignFields['content'] => ({
  en: { title, description, terms },
});
const freebetParams = (amountEur: number, minOdds: number) => ({
  amounts: { EUR: amountEur, USD: amountEur, BRL: amountEur * 5, BTC: 5_000 },
  min_odds: minOdds,
  max_odds: null,
  match_status: 'any' as const,
  selection_count_from: 1,
  selection_count_to: null,
  days_valid: 30,
  boost_multiplier: null,
});

/** A demo campaign's banners: the SVGs the web app serves from apps/web/public/images/promotions/ (the path its proxy leaves alone). */
const banners = (slug: string) => ({
  desktop: `/images/promotions/${slug}-desktop.svg`,
  mobile: `/images/promotions/${slug}-mobile.svg`,
});

/** The demo campaigns, one of every kind and trigger, so a new user meets each (issue 15). */
function demoCampaigns(now: Date, footballId: number | undefined): CampaignFields[] {
  const window = {
    valid_from: now.toISOString(),
    valid_to: new Date(now.getTime() + DEMO_CAMPAIGN_DAYS * DAY_MS).toISOString(),
    country_codes: [],
    only_verified: false,
    budget: null,
    per_player_cap: 1,
    status: 'active' as const,
    show_in_promotions: true,
  };
  const noConditions = {
    sport_type_ids: [],
    sport_ids: [],
    category_ids: [],
    tournament_ids: [],
    event_ids: [],
  };
  return [
    {
      ...window,
      name: 'Demo: sign-up freebet',
      kind: 'freebet',
      content: content(
        'Welcome freebet',
        'A 5.00 freebet once your e-mail is confirmed.',
        'Odds 1.50 or more; 30 days.',
      ),
      event_conditions: noConditions,
      banners: banners('welcome'),
      trigger: { key: 'sign_up' },
      params: freebetParams(500, 1500),
    },
    {
      ...window,
      name: 'Demo: first deposit no-risk freebet',
      kind: 'freebet_no_risk',
      content: content(
        'No-risk first bet',
        'A 10.00 no-risk freebet with your first deposit.',
        'Lost: the stake comes back as a freebet.',
      ),
      event_conditions: noConditions,
      banners: banners('first-deposit'),
      trigger: { key: 'first_deposit' },
      params: freebetParams(1_000, 1500),
    },
    {
      ...window,
      name: 'Demo: promo code WELCOME10',
      kind: 'freebet_all_win',
      content: content(
        'WELCOME10',
        'Enter WELCOME10 for a 10.00 freebet that pays stake and profit.',
        'One use per player.',
      ),
      event_conditions: noConditions,
      banners: banners('welcome10'),
      trigger: { key: 'promo_code', code: 'WELCOME10' },
      params: freebetParams(1_000, 1500),
    },
    {
      ...window,
      name: 'Demo: football comboboost',
      kind: 'comboboost',
      content: content(
        'Football comboboost',
        'Combos of 3 or more football legs pay up to 20 % more.',
        'Legs at 1.20 or more; 5 uses.',
      ),
      event_conditions: { ...noConditions, sport_ids: footballId === undefined ? [] : [footballId] },
      banners: banners('comboboost'),
      trigger: { key: 'sign_up' },
      params: {
        ranges: [
          { min_count: 3, max_count: 4, bonus_odds: 1050 },
          { min_count: 5, max_count: 6, bonus_odds: 1100 },
          { min_count: 7, max_count: 30, bonus_odds: 1200 },
        ],
        min_odds: 1200,
        uses_count: 5,
      },
    },
    {
      ...window,
      name: 'Demo: manual only-win freebet',
      kind: 'freebet_only_win',
      content: content(
        'A freebet from us',
        'A 2.00 freebet that pays the profit.',
        'Odds 2.00 or more; 30 days.',
      ),
      event_conditions: noConditions,
      banners: { desktop: null, mobile: null },
      trigger: { key: 'manual' },
      params: freebetParams(200, 2000),
    },
  ];
}

/**
 * Seeds the demo campaigns once (by name) and issues the demo bonus player the sign-up and manual ones (their
 * caps keep a later run from issuing again; the promo code and first deposit are the player's to try). Runs at
 * start and again once the feed has stored the catalogue: the football comboboost names football's catalogue id,
 * which an empty database gets only then. The loot box and AMB campaigns and a prediction come with them
 * (`demo-engagement.ts`).
 */
export async function seedDemoCampaigns(db: Database, now: Date = new Date()): Promise<void> {
  const [football] = await db.select({ id: sports.id }).from(sports).where(eq(sports.key, 'football'));
  const granted: number[] = [];
  for (const campaign of demoCampaigns(now, football?.id)) {
    const existing = await campaignIdByName(db, campaign.name);
    const id = existing ?? (await insertCampaign(db, campaign));
    // The promo code and the first deposit are left for the player to try.
    if (campaign.trigger.key === 'sign_up' || campaign.trigger.key === 'manual') granted.push(id);
    if (existing !== undefined && football && campaign.kind === 'comboboost') {
      await setCampaignSportIds(db, existing, [football.id]);
    }
  }
  await seedDemoEngagement(db, now);
  const player = await findPlayerByEmail(db, DEMO_BONUS_PLAYER);
  if (!player) return;
  const quiet = { db, publishToPlayer: () => undefined };
  for (const id of granted) await issueFromCampaign(quiet, id, player.id, now);
}
