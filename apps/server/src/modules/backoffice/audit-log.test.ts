import { auditLogPageSchema, auditVerificationSchema } from '@sportsbook/contracts/backoffice';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { createTestClient } from '../players/testing';
import { appendAuditAlone, verifyAuditChain } from './audit-chain';
import { refusedTarget } from './audited';
import { signedInStaff } from './testing';

const testApp = useTestApp();
const db = () => testApp.database.db;

const entry = (action: string, after: unknown) => ({
  at: new Date(),
  staffId: null,
  actor: 'machine-token',
  role: 'machine',
  action,
  target: 'match:1',
  outcome: 'done' as const,
  before: { nested: { b: 2, a: 1 } },
  after,
  reason: 'test',
});

/** The database's refusal of a statement, as text (both drivers wrap it differently). */
async function refusal(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await db().execute(statement);
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
  return 'not refused';
}

describe('the audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database', async () => {
    await appendAuditAlone(db(), entry('test.append', { x: 1 }));
    expect(await refusal(sql`UPDATE audit_log SET reason = 'rewritten'`)).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM audit_log`)).toMatch(/append-only/);
    expect(await refusal(sql`TRUNCATE audit_log`)).toMatch(/append-only/);
  });

  it('keeps the chain whole when refusals and sign-ins are written at the same moment', async () => {
    // Refused requests and staff sign-ins write their row outside any step's transaction: each must still take
    // its turn, or two rows name the same previous hash and the chain is broken for good.
    const refusals = Array.from({ length: 12 }, () =>
      createTestClient(testApp.app).get('/api/backoffice/audit-log'),
    );
    const signIns = (['trader', 'regulator', 'support'] as const).map((role) =>
      signedInStaff(testApp.app, db(), role),
    );
    const answers = await Promise.all(refusals);
    await Promise.all(signIns);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(401));
    expect(await verifyAuditChain(db())).toMatchObject({ ok: true, firstBrokenId: null });
  });

  it('chains each row to the one before and names the first row broken by a tampering', async () => {
    const first = await appendAuditAlone(db(), entry('test.one', { odds: 2100 }));
    const second = await appendAuditAlone(db(), entry('test.two', { odds: 2200 }));
    const third = await appendAuditAlone(db(), entry('test.three', { odds: 2300 }));
    expect(await verifyAuditChain(db())).toMatchObject({ ok: true, firstBrokenId: null });
    expect(first).toBeLessThan(second);

    // Tampering needs the guard off: a superuser could, and the chain must show it.
    await db().transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`);
      await tx.execute(sql`UPDATE audit_log SET after = '{"odds": 9999}'::jsonb WHERE id = ${second}`);
      await tx.execute(sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`);
    });
    const trader = await signedInStaff(testApp.app, db(), 'trader');
    const verified = await trader.client.post('/api/backoffice/audit-log/verify', {});
    expect(verified.statusCode, verified.body).toBe(200);
    expect(auditVerificationSchema.parse(verified.json())).toMatchObject({
      ok: false,
      first_broken_id: second,
    });
    expect(third).toBeGreaterThan(second);
  });

  it('lists newest first, a page at a time, with filters', async () => {
    const auditor = await signedInStaff(testApp.app, db(), 'regulator');
    for (const n of [1, 2, 3]) await appendAuditAlone(db(), entry('test.page', { n }));
    const page = await auditor.client.get('/api/backoffice/audit-log?action=test.page&limit=2');
    expect(page.statusCode, page.body).toBe(200);
    const body = auditLogPageSchema.parse(page.json());
    expect(body.data.map((row) => row.after)).toEqual([{ n: 3 }, { n: 2 }]);
    expect(body.next_before_id).not.toBeNull();
    const next = auditLogPageSchema.parse(
      (
        await auditor.client.get(
          `/api/backoffice/audit-log?action=test.page&limit=2&before_id=${body.next_before_id}`,
        )
      ).json(),
    );
    expect(next.data.map((row) => row.after)).toEqual([{ n: 1 }]);
    expect(next.next_before_id).toBeNull();
    const refused = auditLogPageSchema.parse(
      (await auditor.client.get('/api/backoffice/audit-log?outcome=refused&limit=200')).json(),
    );
    expect(refused.data.every((row) => row.outcome === 'refused')).toBe(true);
  });

  it("names a refused request's target as a done step names it, so one target's rows are found together", async () => {
    const support = await signedInStaff(testApp.app, db(), 'support');
    const admin = await signedInStaff(testApp.app, db(), 'admin');
    // Support may not adjust balances (403); an admin may add a note: both rows are found under `player:…`.
    const refused = await support.client.post('/api/backoffice/players/424242/adjustments', {
      amount: '1.00',
      currency: 'EUR',
      reason: 'goodwill',
    });
    expect(refused.statusCode, refused.body).toBe(403);
    const rows = auditLogPageSchema.parse(
      (await admin.client.get('/api/backoffice/audit-log?target=player:424242')).json(),
    );
    expect(rows.data).toMatchObject([{ outcome: 'refused', actor: support.email, target: 'player:424242' }]);

    // Every back-office route with an `:id` names its kind: a new one cannot log a bare number.
    const withId = testApp.app.registeredRoutes.filter(
      (route) => route.staffPermission !== undefined && route.url.includes('/:id'),
    );
    expect(withId.length).toBeGreaterThan(10);
    for (const route of withId)
      expect(refusedTarget(route.url, { id: '7' }), route.url).toMatch(/^[a-z]+:7$/);
  });
});
