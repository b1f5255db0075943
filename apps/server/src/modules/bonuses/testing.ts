import { farmingCampaignSchema } from '@sportsbook/contracts/hunting';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEVELOPMENT_BACKOFFICE_TOKEN } from '../../config/env';
import type { Database } from '../../db/client';
import { freebets } from '../../db/schema/bonuses';
import { farmingCampaigns } from '../../db/schema/hunting';
import { ledgerAccounts } from '../../db/schema/wallet';
import { type FreebetIssue, issueFreebet } from './repository';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** Issues a 5.00 EUR freebet (min odds 1.500, 30 days) unless told otherwise. */
export const giveFreebet = (db: Database, playerId: number, over: Partial<FreebetIssue> = {}) =>
  issueFreebet(db, {
    playerId,
    currency: 'EUR',
    amount: 500,
    minOdds: 1500,
    validTo: new Date(Date.now() + 30 * DAY),
    ...over,
  });

export async function freebetRow(db: Database, id: number) {
  const [row] = await db.select().from(freebets).where(eq(freebets.id, id));
  if (!row) throw new Error(`no freebet ${id}`);
  return row;
}

/** The bonus house account's balance (the cost of the freebets used), 0 when never opened. */
export async function bonusAccountBalance(db: Database, currency = 'EUR'): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'bonus'), eq(ledgerAccounts.currency, currency)));
  return row?.balance ?? 0;
}

/** Calls the operator API with its bearer token (the development default unless told another). */
export function backofficeClient(app: FastifyInstance, token: string = DEVELOPMENT_BACKOFFICE_TOKEN) {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
    app.inject({
      method,
      url: `/api/backoffice${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown = {}) => call('POST', url, body),
    patch: (url: string, body: unknown) => call('PATCH', url, body),
  };
}

/** A valid campaign body: a 5.00 EUR freebet granted by hand, running from an hour ago for 30 days. */
export function campaignInput(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: `campaign ${Math.random().toString(36).slice(2, 8)}`,
    kind: 'freebet',
    content: {
      en: { title: 'Welcome freebet', description: 'A freebet to start with', terms: 'English terms' },
      de: { title: 'Willkommens-Freebet', description: 'Eine Freiwette', terms: 'Deutsche Bedingungen' },
    },
    valid_from: new Date(Date.now() - 3_600_000).toISOString(),
    valid_to: new Date(Date.now() + 30 * DAY).toISOString(),
    trigger: { key: 'manual' },
    params: { amounts: { EUR: 500 }, min_odds: 1500, days_valid: 7 },
    ...over,
  };
}

/** A comboboost campaign body: 3 to 4 legs +5 %, 5 or more +10 %, legs at 1.200 or more, two uses. */
export const comboboostInput = (over: Record<string, unknown> = {}) =>
  campaignInput({
    kind: 'comboboost',
    params: {
      ranges: [
        { min_count: 3, max_count: 4, bonus_odds: 1050 },
        { min_count: 5, max_count: 20, bonus_odds: 1100 },
      ],
      min_odds: 1200,
      uses_count: 2,
    },
    ...over,
  });

/** Creates a campaign through the operator API; answers its id. */
export async function createCampaign(app: FastifyInstance, body: Record<string, unknown>): Promise<number> {
  const created = await backofficeClient(app).post('/campaigns', body);
  if (created.statusCode !== 201)
    throw new Error(`campaign not created: ${created.statusCode} ${created.body}`);
  return created.json().id;
}

/** Grants a campaign's bonus to a player through the operator API; answers the bonus. */
export async function grant(app: FastifyInstance, campaignId: number, playerId: number) {
  const granted = await backofficeClient(app).post(`/campaigns/${campaignId}/grants`, {
    player_id: playerId,
  });
  if (granted.statusCode !== 201) throw new Error(`grant refused: ${granted.statusCode} ${granted.body}`);
  return granted.json() as { id: string; type: string };
}

/**
 * A valid farming campaign body: a tournament putting 10 % of EUR stakes (1.00 or more) into a 100.00 EUR pool,
 * running from an hour ago for a day. A hunting campaign takes `tournament: null`.
 */
export function farmingInput(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'tournament',
    name: `farming ${Math.random().toString(36).slice(2, 8)}`,
    content: {
      en: { title: 'Hunting tournament', description: 'Climb the table', terms: 'English terms' },
      de: { title: 'Jagdturnier', description: 'Klettere nach oben', terms: 'Deutsche Bedingungen' },
    },
    valid_from: new Date(Date.now() - HOUR).toISOString(),
    valid_to: new Date(Date.now() + DAY).toISOString(),
    min_stakes: { EUR: 100 },
    tournament: { kind: 'simple_tournament', currency: 'EUR', initial_pool: 10_000, pool_share_bp: 1000 },
    ...over,
  };
}

/** Creates a farming campaign through the operator API; answers its id. */
export async function createFarmingCampaign(
  app: FastifyInstance,
  body: Record<string, unknown>,
): Promise<number> {
  const created = await backofficeClient(app).post('/farming-campaigns', body);
  if (created.statusCode !== 201)
    throw new Error(`farming campaign not created: ${created.statusCode} ${created.body}`);
  return farmingCampaignSchema.parse(created.json()).id;
}

/**
 * A tournament or a hunting campaign that began two hours ago, so standings seeded up to that far back count
 * (`seedDemoStanding`).
 */
export const createStartedFarming = (app: FastifyInstance, kind: 'tournament' | 'hunting') =>
  createFarmingCampaign(
    app,
    farmingInput({
      kind,
      valid_from: new Date(Date.now() - 2 * HOUR).toISOString(),
      ...(kind === 'hunting' ? { tournament: null } : {}),
    }),
  );

/** Moves the end of a farming campaign's window into the past: its time is over. */
export const endFarmingWindow = (db: Database, id: number) =>
  db
    .update(farmingCampaigns)
    .set({ validTo: new Date(Date.now() - 1000) })
    .where(eq(farmingCampaigns.id, id));
