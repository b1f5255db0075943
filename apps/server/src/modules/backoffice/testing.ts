import type { StaffRole } from '@sportsbook/domain/staff-roles';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { staff } from '../../db/schema/backoffice';
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

/** A staff member of the role, signed in through the API: with the TOTP step unless `secondFactor` is false. */
export async function signedInStaff(
  app: FastifyInstance,
  db: Database,
  role: StaffRole,
  { secondFactor = true }: { secondFactor?: boolean } = {},
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
      code: totpCode(secret, new Date()),
    });
    if (code.statusCode !== 200) throw new Error(`second factor failed: ${code.body}`);
  }
  return { id: row.id, email, password, secret, client };
}
