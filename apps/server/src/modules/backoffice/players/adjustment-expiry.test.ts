import { errorBodySchema } from '@sportsbook/contracts/errors';
import { ADJUSTMENT_EXPIRY_ACTOR, ADJUSTMENT_PENDING_DAYS } from '@sportsbook/domain/player-support';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceAdjustments } from '../../../db/schema/player-support';
import { movableClock } from '../../../testing/movable-clock';
import { useTestApp } from '../../../testing/test-app';
import { createSignedInPlayer } from '../../players/testing';
import { auditLedger, playerBalance } from '../../wallet';
import { HEALTHY_LEDGER } from '../../wallet/ledger-audit';
import { backofficeAudit, signedInStaff, type TestStaff } from '../testing';

const DAY_MS = 86_400_000;
const clock = movableClock(new Date().toISOString());
const testApp = useTestApp({ dependencies: { platform: { clock: clock.clock } } });
const db = () => testApp.database.db;
const { lastAuditRow, stateOutsideAudit } = backofficeAudit(db);
let keys = 0;

beforeAll(async () => {
  // The test runs the sweep itself, at the moments it chooses.
  await testApp.app.adjustmentExpiry.close();
});

const held = async (requester: TestStaff, playerId: number) => {
  const answer = await requester.client.post(`/api/backoffice/players/${playerId}/adjustments`, {
    currency: 'EUR',
    amount: 75_000,
    reason: 'goodwill credit above the threshold',
    idempotency_key: `expiry-test-${process.pid}-${++keys}`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().after as { id: number; status: string; expires_at: string | null };
};

const decide = (staff: TestStaff, id: number, verb: 'approve' | 'decline') =>
  staff.client.post(`/api/backoffice/players/adjustments/${id}/${verb}`, {});

const pendingIds = async (staff: TestStaff) =>
  (await staff.client.get('/api/backoffice/players/adjustments'))
    .json()
    .data.map((a: { id: number }) => a.id);

describe('the deadline of a pending adjustment', () => {
  it('lets the approver decide until the deadline, then refuses, and the sweep marks it expired with its audit row', async () => {
    const requester = await signedInStaff(testApp.app, db(), 'finance', { now: clock.now });
    const { playerId } = await createSignedInPlayer(testApp.app, db());
    const requestedAt = clock.now;
    const early = await held(requester, playerId);
    const late = await held(requester, playerId);
    expect(late.expires_at).toBe(
      new Date(requestedAt.getTime() + ADJUSTMENT_PENDING_DAYS * DAY_MS).toISOString(),
    );

    clock.advance(ADJUSTMENT_PENDING_DAYS * DAY_MS - 60_000);
    const approver = await signedInStaff(testApp.app, db(), 'admin', { now: clock.now });
    expect(await pendingIds(approver)).toEqual(expect.arrayContaining([early.id, late.id]));
    const inTime = await decide(approver, early.id, 'approve');
    expect(inTime.statusCode, inTime.body).toBe(200);
    expect(await playerBalance(db(), playerId, 'EUR')).toBe(75_000);

    clock.advance(60_000);
    const atDeadline = await signedInStaff(testApp.app, db(), 'admin', { now: clock.now });
    expect(await pendingIds(atDeadline)).not.toContain(late.id);
    const snapshot = await stateOutsideAudit();
    const before = await snapshot();
    for (const verb of ['approve', 'decline'] as const) {
      const refused = await decide(atDeadline, late.id, verb);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(errorBodySchema.parse(refused.json()).code).toBe('adjustment_expired');
    }
    expect(await snapshot()).toEqual(before);
    expect(await playerBalance(db(), playerId, 'EUR')).toBe(75_000);

    expect(await testApp.app.adjustmentExpiry.runOnce()).toBe(1);
    const [row] = await db().select().from(balanceAdjustments).where(eq(balanceAdjustments.id, late.id));
    expect(row).toMatchObject({
      status: 'expired',
      decidedBy: ADJUSTMENT_EXPIRY_ACTOR,
      decidedAt: clock.now,
      ledgerTransactionId: null,
    });
    expect(await lastAuditRow()).toMatchObject({
      action: 'player.adjustment.expire',
      actor: ADJUSTMENT_EXPIRY_ACTOR,
      target: `adjustment:${late.id}`,
      outcome: 'done',
      after: { status: 'expired' },
    });
    expect(await testApp.app.adjustmentExpiry.runOnce()).toBe(0);
    const afterSweep = await decide(atDeadline, late.id, 'approve');
    expect(afterSweep.statusCode).toBe(409);
    expect(afterSweep.json().code).toBe('adjustment_not_pending');
    expect(await auditLedger(db())).toEqual(HEALTHY_LEDGER);
  });

  it('is held by the database: no expiry before the deadline, no waiting adjustment without one', async () => {
    const requester = await signedInStaff(testApp.app, db(), 'finance', { now: clock.now });
    const { playerId } = await createSignedInPlayer(testApp.app, db());
    const pending = await held(requester, playerId);
    await expect(
      db().execute(
        sql`UPDATE balance_adjustments SET status = 'expired', decided_by = 'x', decided_at = requested_at WHERE id = ${pending.id}`,
      ),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
    await expect(
      db().execute(sql`UPDATE balance_adjustments SET expires_at = NULL WHERE id = ${pending.id}`),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
  });
});
