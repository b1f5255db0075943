import { STAFF_ROLES, type StaffRole } from '@sportsbook/domain/staff-roles';
import type { Database } from '../../db/client';
import { staff } from '../../db/schema/backoffice';
import { hashPassword } from '../players';

export interface DemoStaff {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  /** Base32 TOTP secret: type it into an authenticator app, or read the current code `npm start` prints. */
  totpSecret: string;
}

/** The demo staff password (development only, like the demo players'). */
export const DEMO_STAFF_PASSWORD = 'staff-pass-1';

/** One demo account per role, seeded outside production; the secrets are public, so nothing real trusts them. */
export const DEMO_STAFF: readonly DemoStaff[] = STAFF_ROLES.map((role) => ({
  email: `${role}@backoffice.example.com`,
  name: `Demo ${role}`,
  role,
  password: DEMO_STAFF_PASSWORD,
  totpSecret: `${role.toUpperCase()}DEMOSECRET`.padEnd(32, 'A'),
}));

/** Inserts the demo staff missing from the table; safe at every start. */
export async function seedDemoStaff(db: Database): Promise<void> {
  const rows = await Promise.all(
    DEMO_STAFF.map(async (member) => ({
      email: member.email,
      name: member.name,
      role: member.role,
      passwordHash: await hashPassword(member.password),
      totpSecret: member.totpSecret,
    })),
  );
  await db.insert(staff).values(rows).onConflictDoNothing({ target: staff.email });
}
