import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer } from '../players/testing';
import { campaignInput, comboboostInput, createCampaign, grant } from './testing';

/**
 * What the database itself refuses, whatever the code does (ADR 028): each statement below breaks one rule and
 * must fail with that rule's constraint named.
 */
const testApp = useTestApp();
let freebetCampaign: number;
let comboboost: string;

beforeAll(async () => {
  freebetCampaign = await createCampaign(testApp.app, campaignInput({ budget: { EUR: 1_000 } }));
  const comboboostCampaign = await createCampaign(testApp.app, comboboostInput());
  const { playerId } = await createSignedInPlayer(testApp.app, testApp.database.db);
  comboboost = (await grant(testApp.app, comboboostCampaign, playerId)).id;
  await grant(testApp.app, freebetCampaign, playerId);
});

async function refusedBy(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await testApp.database.db.execute(statement);
  } catch (error) {
    let current: unknown = error;
    for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
      const constraint = (current as { constraint?: unknown }).constraint;
      if (typeof constraint === 'string') return constraint;
      const message = (current as { message?: unknown }).message;
      const named = typeof message === 'string' ? /constraint "([^"]+)"/.exec(message)?.[1] : undefined;
      if (named) return named;
      current = (current as { cause?: unknown }).cause;
    }
    throw error;
  }
  throw new Error('the statement was accepted');
}

const column = (name: string, value: string) =>
  sql.raw(`UPDATE bonus_campaigns SET ${name} = ${value} WHERE id = ${freebetCampaign}`);

describe('campaign constraints in the database', () => {
  it('refuses a kind, trigger or status outside the lists, a reversed window and a cap below 1', async () => {
    expect(await refusedBy(column('kind', "'hunting'"))).toBe('bonus_campaigns_kind');
    expect(await refusedBy(column('trigger', "'birthday'"))).toBe('bonus_campaigns_trigger');
    expect(await refusedBy(column('status', "'deleted'"))).toBe('bonus_campaigns_status');
    expect(await refusedBy(column('valid_to', 'valid_from'))).toBe('bonus_campaigns_window');
    expect(await refusedBy(column('per_player_cap', '0'))).toBe('bonus_campaigns_per_player_cap');
  });

  it('refuses content without English, and a promo code or deposit amount that does not fit the trigger', async () => {
    expect(await refusedBy(column('content', `'{"de": {"title": "x"}}'::jsonb`))).toBe(
      'bonus_campaigns_english',
    );
    expect(await refusedBy(column('promo_code', "'CODE'"))).toBe('bonus_campaigns_promo_code');
    expect(await refusedBy(column('trigger_amounts', `'{"EUR": 100}'::jsonb`))).toBe(
      'bonus_campaigns_trigger_amounts',
    );
  });

  it('keeps a budget spent within its amount, and never negative', async () => {
    const budget = (set: string) =>
      sql.raw(`UPDATE bonus_campaign_budgets SET ${set} WHERE campaign_id = ${freebetCampaign}`);
    expect(await refusedBy(budget('spent = amount + 1'))).toBe('bonus_campaign_budgets_amounts');
    expect(await refusedBy(budget('spent = -1'))).toBe('bonus_campaign_budgets_amounts');
    expect(await refusedBy(budget('amount = -1'))).toBe('bonus_campaign_budgets_amounts');
  });

  it('keeps an issued comboboost used within its uses, and a freebet of a known kind', async () => {
    const issued = (set: string) => sql.raw(`UPDATE issued_comboboosts SET ${set} WHERE id = ${comboboost}`);
    expect(await refusedBy(issued('times_used = uses_count + 1'))).toBe('issued_comboboosts_uses');
    expect(await refusedBy(issued('times_used = -1'))).toBe('issued_comboboosts_uses');
    expect(await refusedBy(sql.raw("UPDATE freebets SET kind = 'cash' WHERE true"))).toBe('freebets_kind');
  });
});
