import { createHash } from 'node:crypto';
import { asc, gt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { type AuditRow, auditLog } from '../../db/schema/backoffice';

/** The previous hash of the first row. */
export const GENESIS_HASH = '0'.repeat(64);

// Any fixed number: audit writers queue on it, so each row's prev_hash is the row before it.
const AUDIT_CHAIN_LOCK = 7_243_036;

export interface AuditEntryInput {
  at: Date;
  staffId: number | null;
  actor: string;
  role: string;
  action: string;
  target: string | null;
  outcome: 'done' | 'refused';
  before: unknown;
  after: unknown;
  reason: string | null;
}

/** JSON with object keys sorted at every depth: the same content always gives the same text (jsonb reorders keys). */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** sha256 of the previous row's hash and this row's canonical JSON (everything but its id and own hash). */
export function auditHash(prevHash: string, entry: AuditEntryInput): string {
  const content = canonicalJson({
    at: entry.at,
    staff_id: entry.staffId,
    actor: entry.actor,
    role: entry.role,
    action: entry.action,
    target: entry.target,
    outcome: entry.outcome,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason,
  });
  return createHash('sha256').update(`${prevHash}\n${content}`).digest('hex');
}

/**
 * Appends one row inside the caller's transaction: the chain lock (held until commit) makes concurrent writers
 * take turns, so each row's `prev_hash` is the hash of the row committed before it. A transaction it must be:
 * outside one the lock ends with its own statement, two writers read the same last row and the chain is broken
 * for good (it happened with staff signing in at the same moment).
 */
export async function appendAudit(tx: Transaction, entry: AuditEntryInput): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
  const [last] = await tx
    .select({ hash: auditLog.hash })
    .from(auditLog)
    .orderBy(sql`${auditLog.id} DESC`)
    .limit(1);
  const prevHash = last?.hash ?? GENESIS_HASH;
  const [row] = await tx
    .insert(auditLog)
    .values({
      ...entry,
      before: entry.before ?? null,
      after: entry.after ?? null,
      prevHash,
      hash: auditHash(prevHash, entry),
    })
    .returning({ id: auditLog.id });
  if (!row) throw new Error('audit row not written');
  return row.id;
}

/** One row that belongs to no other write (a refusal, a sign-in), in a transaction of its own. */
export function appendAuditAlone(db: Database, entry: AuditEntryInput): Promise<number> {
  return db.transaction((tx) => appendAudit(tx, entry));
}

const entryOf = (row: AuditRow): AuditEntryInput => ({
  at: row.at,
  staffId: row.staffId,
  actor: row.actor,
  role: row.role,
  action: row.action,
  target: row.target,
  outcome: row.outcome,
  before: row.before,
  after: row.after,
  reason: row.reason,
});

export interface ChainVerification {
  ok: boolean;
  checked: number;
  firstBrokenId: number | null;
}

const PAGE = 1000;

/**
 * Recomputes the chain from the first row, a page at a time: each row's prev_hash must be the previous row's
 * hash and its hash must cover its content. Answers the first row that breaks either rule.
 */
export async function verifyAuditChain(db: Database): Promise<ChainVerification> {
  let prevHash = GENESIS_HASH;
  let afterId = 0;
  let checked = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, afterId))
      .orderBy(asc(auditLog.id))
      .limit(PAGE);
    for (const row of rows) {
      if (row.prevHash !== prevHash || auditHash(prevHash, entryOf(row)) !== row.hash) {
        return { ok: false, checked, firstBrokenId: row.id };
      }
      prevHash = row.hash;
      checked += 1;
    }
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return { ok: true, checked, firstBrokenId: null };
    afterId = last.id;
  }
}
