import { errorBodySchema } from '@sportsbook/contracts/errors';
import { LEDGER_LIMIT } from '@sportsbook/domain/money';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app';
import { createSignedInPlayer } from '../../players/testing';
import { auditLedger, playerBalance } from '../../wallet';
import { HEALTHY_LEDGER } from '../../wallet/ledger-audit';
import { backofficeAudit, signedInStaff, type TestStaff } from '../testing';

const testApp = useTestApp();
const db = () => testApp.database.db;
const { lastAuditRow, stateOutsideAudit } = backofficeAudit(db);
let keys = 0;
const key = () => `adjustment-test-${process.pid}-${++keys}`;

const adjust = (staff: TestStaff, playerId: number, body: Record<string, unknown>) =>
  staff.client.post(`/api/backoffice/players/${playerId}/adjustments`, {
    currency: 'EUR',
    reason: 'goodwill credit',
    idempotency_key: key(),
    ...body,
  });

describe('manual balance adjustments', () => {
  it('posts an adjustment within the threshold at once, through the ledger, once per idempotency key', async () => {
    const finance = await signedInStaff(testApp.app, db(), 'finance');
    const { playerId } = await createSignedInPlayer(testApp.app, db(), { balance: 1_000 });
    const body = { amount: 50_000, idempotency_key: key() };
    const posted = await adjust(finance, playerId, body);
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().after).toMatchObject({ status: 'posted', needs_approval: false, amount: 50_000 });
    expect(await playerBalance(db(), playerId, 'EUR')).toBe(51_000);
    expect(await lastAuditRow()).toMatchObject({
      action: 'player.adjustment',
      outcome: 'done',
      reason: 'goodwill credit',
    });
    const retried = await adjust(finance, playerId, body);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().after.id).toBe(posted.json().after.id);
    expect(await playerBalance(db(), playerId, 'EUR')).toBe(51_000);
    const reused = await adjust(finance, playerId, { ...body, amount: 10 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('adjustment_reference_reused');
    const debit = await adjust(finance, playerId, { amount: -1_000 });
    expect(debit.statusCode, debit.body).toBe(200);
    expect(await playerBalance(db(), playerId, 'EUR')).toBe(50_000);
    expect(await auditLedger(db())).toEqual(HEALTHY_LEDGER);
  });

  it('holds an adjustment above the threshold for a second approver, refuses self-approval, then posts once', async () => {
    const requester = await signedInStaff(testApp.app, db(), 'finance');
    const approver = await signedInStaff(testApp.app, db(), 'admin');
    const { playerId } = await createSignedInPlayer(testApp.app, db());
    const held = await adjust(requester, playerId, { amount: 50_001 });
    expect(held.statusCode, held.body).toBe(200);
    const adjustment = held.json().after;
    expect(adjustment).toMatchObject({ status: 'pending', needs_approval: true, decided_by: null });
    expect(await playerBalance(db(), playerId, 'EUR')).toBe(0);
    const pending = (await approver.client.get('/api/backoffice/players/adjustments')).json().data;
    expect(pending.map((a: { id: number }) => a.id)).toContain(adjustment.id);

    const snapshot = await stateOutsideAudit();
    const before = await snapshot();
    const own = await requester.client.post(
      `/api/backoffice/players/adjustments/${adjustment.id}/approve`,
      {},
    );
    expect(own.statusCode).toBe(403);
    expect(errorBodySchema.parse(own.json()).code).toBe('adjustment_self_approval');
    expect(await lastAuditRow()).toMatchObject({
      action: 'player.adjustment.approve',
      outcome: 'refused',
      actor: requester.email,
      after: { status: 403, code: 'adjustment_self_approval' },
    });
    expect(await snapshot()).toEqual(before);

    const approved = await approver.client.post(
      `/api/backoffice/players/adjustments/${adjustment.id}/approve`,
      {
        reason: 'checked the ticket',
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().after).toMatchObject({ status: 'posted', decided_by: approver.email });
    expect(await playerBalance(db(), playerId, 'EUR')).toBe(50_001);
    const twice = await approver.client.post(
      `/api/backoffice/players/adjustments/${adjustment.id}/approve`,
      {},
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('adjustment_not_pending');
    expect(await playerBalance(db(), playerId, 'EUR')).toBe(50_001);
    expect(await auditLedger(db())).toEqual(HEALTHY_LEDGER);
  });

  it('declines a pending adjustment without posting, and refuses a debit beyond the balance with nothing changed', async () => {
    const finance = await signedInStaff(testApp.app, db(), 'finance');
    const admin = await signedInStaff(testApp.app, db(), 'admin');
    const { playerId } = await createSignedInPlayer(testApp.app, db(), { balance: 500 });
    const held = (await adjust(finance, playerId, { amount: -60_000 })).json().after;
    const declined = await admin.client.post(`/api/backoffice/players/adjustments/${held.id}/decline`, {
      reason: 'no such loss',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().after).toMatchObject({ status: 'declined', decided_by: admin.email });
    expect(await playerBalance(db(), playerId, 'EUR')).toBe(500);

    const snapshot = await stateOutsideAudit();
    const before = await snapshot();
    const overdraw = await adjust(finance, playerId, { amount: -501 });
    expect(overdraw.statusCode).toBe(409);
    expect(overdraw.json().code).toBe('adjustment_insufficient_funds');
    for (const bad of [
      { amount: 0 },
      { amount: 1.5 },
      { amount: 100, reason: '' },
      // Two characters in four UTF-16 units: too short, counted as the table's CHECK counts them.
      { amount: 100, reason: '😀😀' },
      { amount: 100, currency: 'XXX' },
    ]) {
      const refused = await adjust(finance, playerId, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(await lastAuditRow()).toMatchObject({ action: 'player.adjustment', outcome: 'refused' });
    }
    expect(await snapshot()).toEqual(before);
    expect(await auditLedger(db())).toEqual(HEALTHY_LEDGER);
  });

  it('refuses a credit past the most an account holds with a 409, nothing changed', async () => {
    const finance = await signedInStaff(testApp.app, db(), 'finance');
    // In a currency of its own: the house account the funding comes from holds the limit's worth of it.
    const { playerId } = await createSignedInPlayer(testApp.app, db(), {
      currency: 'GBP',
      balance: LEDGER_LIMIT - 10,
    });
    const snapshot = await stateOutsideAudit();
    const before = await snapshot();
    const refused = await adjust(finance, playerId, { currency: 'GBP', amount: 11 });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(errorBodySchema.parse(refused.json()).code).toBe('adjustment_over_ledger_limit');
    expect(await snapshot()).toEqual(before);
    expect(await playerBalance(db(), playerId, 'GBP')).toBe(LEDGER_LIMIT - 10);
    const fits = await adjust(finance, playerId, { currency: 'GBP', amount: 10 });
    expect(fits.statusCode, fits.body).toBe(200);
    expect(await auditLedger(db())).toEqual(HEALTHY_LEDGER);
  });

  it('is refused to support (no players.adjust), and an approval to support too', async () => {
    const support = await signedInStaff(testApp.app, db(), 'support');
    const finance = await signedInStaff(testApp.app, db(), 'finance');
    const { playerId } = await createSignedInPlayer(testApp.app, db());
    expect((await adjust(support, playerId, { amount: 100 })).statusCode).toBe(403);
    const held = (await adjust(finance, playerId, { amount: 90_000 })).json().after;
    const approve = await support.client.post(`/api/backoffice/players/adjustments/${held.id}/approve`, {});
    expect(approve.statusCode).toBe(403);
    expect(approve.json().code).toBe('backoffice_forbidden');
  });
});
