import { errorBodySchema } from '@sportsbook/contracts/errors';
import type { StaffRole } from '@sportsbook/domain/staff-roles';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../db/client';
import { auditLog, staff } from '../../db/schema/backoffice';
import { stateSnapshot } from '../../testing/fuzz/state';
import { hashPassword } from '../players';
import { createTestClient, type TestClient } from '../players/testing';
import { newTotpSecret, totpCode } from './totp';

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  secret: string;
  client: TestClient;
}

let counter = 0;

/**
 * A staff member of the role, signed in through the API: with the TOTP step unless `secondFactor` is false, its
 * code for `now` (the app's clock when a test moves it).
 */
export async function signedInStaff(
  app: FastifyInstance,
  db: Database,
  role: StaffRole,
  { secondFactor = true, now = new Date() }: { secondFactor?: boolean; now?: Date } = {},
): Promise<TestStaff> {
  counter += 1;
  const email = `${role}-${counter}-${Date.now()}@staff.test`;
  const password = `pass-${counter}-long-enough`;
  const secret = newTotpSecret();
  const [row] = await db
    .insert(staff)
    .values({
      email,
      name: `Test ${role}`,
      role,
      passwordHash: await hashPassword(password),
      totpSecret: secret,
    })
    .returning({ id: staff.id });
  if (!row) throw new Error('staff not inserted');
  const client = createTestClient(app);
  const signIn = await client.post('/api/backoffice/auth/sign-in', { email, password });
  if (signIn.statusCode !== 200) throw new Error(`staff sign-in failed: ${signIn.body}`);
  if (secondFactor) {
    const code = await client.post('/api/backoffice/auth/second-factor', {
      code: totpCode(secret, now),
    });
    if (code.statusCode !== 200) throw new Error(`second factor failed: ${code.body}`);
  }
  return { id: row.id, email, password, secret, client };
}

/** A request to the back office: method, url and body; anything after them (a route's area ...) is ignored. */
export type BackofficeCall = readonly [
  method: Parameters<TestClient['request']>[0],
  url: string,
  body?: unknown,
  ...rest: unknown[],
];

/** Reads and checks of the audit log (ADR 036) for the back office's tests, on the file's database. */
export function backofficeAudit(db: () => Database) {
  async function lastAuditRow() {
    const [row] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    return row;
  }

  /** Everything stored but the audit log (which grows with each refusal) and staff sessions (touched per request). */
  async function stateOutsideAudit() {
    const snapshot = await stateSnapshot(db());
    return async () => {
      const { audit_log: _audit, staff_sessions: _sessions, ...rest } = await snapshot();
      return rest;
    };
  }

  /** The call is refused with the status and error code, and the refusal is the audit log's newest row. */
  async function expectRefusedAndLogged(
    client: TestClient,
    [method, url, body]: BackofficeCall,
    status: number,
    code: string,
    actor: string,
  ) {
    const before = await lastAuditRow();
    const response = await client.request(method, url, body);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    expect(errorBodySchema.parse(response.json()).code).toBe(code);
    const logged = await lastAuditRow();
    expect(logged?.id, `${method} ${url} logged`).toBeGreaterThan(before?.id ?? 0);
    expect(logged).toMatchObject({ outcome: 'refused', actor, after: { status, code } });
  }

  return { lastAuditRow, stateOutsideAudit, expectRefusedAndLogged };
}
