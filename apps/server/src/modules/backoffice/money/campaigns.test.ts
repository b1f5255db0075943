import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/backoffice';
import { useTestApp } from '../../../testing/test-app';
import { campaignInput } from '../../bonuses/testing';
import { createSignedInPlayer } from '../../players/testing';
import { backofficeAudit, signedInStaff } from '../testing';

// Campaigns in the back office (ADR 039): marketing creates and manages them through the bonuses module's own
// steps, each write one audited transaction; finance and the regulator read; nobody else.
const testApp = useTestApp();
const db = () => testApp.database.db;
const { lastAuditRow, stateOutsideAudit, expectRefusedAndLogged } = backofficeAudit(db);

describe('marketing manages campaigns', () => {
  it('creates, edits the budget with a reason, pauses and resumes; each step audited with before and after', async () => {
    const marketing = await signedInStaff(testApp.app, db(), 'marketing');
    const created = await marketing.client.post(
      '/api/backoffice/campaigns',
      campaignInput({ budget: { EUR: 10_000 } }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const campaign = created.json();
    expect(campaign).toMatchObject({ status: 'active', budget: { EUR: 10_000 }, budget_spent: { EUR: 0 } });
    expect(await lastAuditRow()).toMatchObject({
      id: campaign.audit_id,
      action: 'campaign.create',
      actor: marketing.email,
      outcome: 'done',
      after: { id: campaign.id, budget: { EUR: 10_000 } },
    });

    const edited = await marketing.client.request('PATCH', `/api/backoffice/campaigns/${campaign.id}`, {
      budget: { EUR: 25_000 },
      per_player_cap: 2,
      reason: 'summer push approved',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ budget: { EUR: 25_000 }, per_player_cap: 2 });
    expect(await lastAuditRow()).toMatchObject({
      action: 'campaign.update',
      target: `campaign:${campaign.id}`,
      reason: 'summer push approved',
      before: { budget: { EUR: 10_000 }, per_player_cap: 1 },
      after: { budget: { EUR: 25_000 }, per_player_cap: 2 },
    });

    const paused = await marketing.client.post(`/api/backoffice/campaigns/${campaign.id}/pause`, {
      reason: 'budget review',
    });
    expect(paused.json()).toMatchObject({ status: 'paused' });
    expect(await lastAuditRow()).toMatchObject({
      action: 'campaign.pause',
      before: { status: 'active' },
      after: { status: 'paused' },
    });
    const resumed = await marketing.client.post(`/api/backoffice/campaigns/${campaign.id}/resume`, {});
    expect(resumed.json()).toMatchObject({ status: 'active' });
    const listed = (await marketing.client.get('/api/backoffice/campaigns?status=active')).json();
    expect(listed.data.map((c: { id: number }) => c.id)).toContain(campaign.id);
  });

  it('refuses an ended campaign and bad input, changes nothing and logs each refusal', async () => {
    const marketing = await signedInStaff(testApp.app, db(), 'marketing');
    const created = (await marketing.client.post('/api/backoffice/campaigns', campaignInput())).json();
    await marketing.client.post(`/api/backoffice/campaigns/${created.id}/end`, {});
    const snapshot = await stateOutsideAudit();
    const before = await snapshot();
    const url = `/api/backoffice/campaigns/${created.id}`;
    await expectRefusedAndLogged(
      marketing.client,
      ['PATCH', url, { name: 'again' }],
      409,
      'campaign_ended',
      marketing.email,
    );
    await expectRefusedAndLogged(
      marketing.client,
      ['POST', `${url}/resume`, {}],
      409,
      'campaign_ended',
      marketing.email,
    );
    const bad = [
      ['POST', '/api/backoffice/campaigns', campaignInput({ per_player_cap: 0 })],
      ['POST', '/api/backoffice/campaigns', { name: 'no kind' }],
      ['PATCH', url, { budget: { EUR: -1 } }],
      ['PATCH', url, { reason: '' }],
      ['POST', `${url}/pause`, { reason: 'x'.repeat(501) }],
      ['GET', '/api/backoffice/campaigns?status=lost', undefined],
    ] as const;
    for (const call of bad) {
      await expectRefusedAndLogged(marketing.client, call, 400, 'bad_request', marketing.email);
    }
    await expectRefusedAndLogged(
      marketing.client,
      ['GET', '/api/backoffice/campaigns/2000000000', undefined],
      404,
      'not_found',
      marketing.email,
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe('who may see and change campaigns', () => {
  it('lets finance and the regulator read but not write, refuses support, a player and a missing second factor', async () => {
    const marketing = await signedInStaff(testApp.app, db(), 'marketing');
    const { id } = (await marketing.client.post('/api/backoffice/campaigns', campaignInput())).json();
    const finance = await signedInStaff(testApp.app, db(), 'finance');
    const regulator = await signedInStaff(testApp.app, db(), 'regulator');
    const support = await signedInStaff(testApp.app, db(), 'support');
    const halfSignedIn = await signedInStaff(testApp.app, db(), 'marketing', { secondFactor: false });
    const { client: player } = await createSignedInPlayer(testApp.app, db());
    const snapshot = await stateOutsideAudit();
    const before = await snapshot();
    const reads = [
      ['GET', '/api/backoffice/campaigns', undefined],
      ['GET', `/api/backoffice/campaigns/${id}`, undefined],
    ] as const;
    const writes = [
      ['POST', '/api/backoffice/campaigns', campaignInput()],
      ['PATCH', `/api/backoffice/campaigns/${id}`, { budget: { EUR: 1 }, reason: 'cut' }],
      ['POST', `/api/backoffice/campaigns/${id}/end`, {}],
    ] as const;
    for (const reader of [finance, regulator]) {
      for (const [method, url] of reads) {
        expect((await reader.client.request(method, url)).statusCode, url).toBe(200);
      }
      for (const call of writes) {
        await expectRefusedAndLogged(reader.client, call, 403, 'backoffice_forbidden', reader.email);
      }
    }
    for (const call of [...reads, ...writes]) {
      await expectRefusedAndLogged(support.client, call, 403, 'backoffice_forbidden', support.email);
      await expectRefusedAndLogged(player, call, 401, 'backoffice_unauthorized', 'anonymous');
      await expectRefusedAndLogged(
        halfSignedIn.client,
        call,
        401,
        'second_factor_required',
        halfSignedIn.email,
      );
    }
    expect(await snapshot()).toEqual(before);
    const [created] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'campaign.create'), eq(auditLog.outcome, 'done')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(created).toMatchObject({ actor: marketing.email, after: { id } });
  });
});
