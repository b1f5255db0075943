import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type StaffRow, staff, staffSessions } from '../../db/schema/backoffice';

export const findStaffByEmail = async (db: Database, email: string): Promise<StaffRow | undefined> =>
  (await db.select().from(staff).where(eq(staff.email, email)))[0];

export async function insertStaffSession(
  db: Database,
  values: { staffId: number; tokenHash: string; now: Date; expiresAt: Date; ip: string },
): Promise<void> {
  await db.insert(staffSessions).values({
    staffId: values.staffId,
    tokenHash: values.tokenHash,
    createdAt: values.now,
    lastActivityAt: values.now,
    expiresAt: values.expiresAt,
    ip: values.ip,
  });
}

export interface LiveStaffSession {
  sessionId: number;
  secondFactorAt: Date | null;
  staff: StaffRow;
}

/** The live session of a token: not revoked, not expired, active within the idle window, its staff active. */
export async function findLiveStaffSession(
  db: Database,
  tokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<LiveStaffSession | undefined> {
  const [row] = await db
    .select({ session: staffSessions, member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastActivityAt, idleSince),
        eq(staff.active, true),
      ),
    );
  if (!row) return undefined;
  await db.update(staffSessions).set({ lastActivityAt: now }).where(eq(staffSessions.id, row.session.id));
  return { sessionId: row.session.id, secondFactorAt: row.session.secondFactorAt, staff: row.member };
}

/**
 * Marks the session's second factor given and the code's step used, in one statement pair under the staff row's
 * lock: a code is accepted once, even by two requests at the same moment.
 */
export async function acceptSecondFactor(
  db: Database,
  { sessionId, staffId, step, now }: { sessionId: number; staffId: number; step: number; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(staff)
      .set({ totpLastStep: step })
      .where(and(eq(staff.id, staffId), lt(staff.totpLastStep, step)))
      .returning({ id: staff.id });
    if (used.length === 0) return false;
    await tx.update(staffSessions).set({ secondFactorAt: now }).where(eq(staffSessions.id, sessionId));
    return true;
  });
}

export async function revokeStaffSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`COALESCE(${staffSessions.revokedAt}, ${now})` })
    .where(eq(staffSessions.id, sessionId));
}
