import {
  auditLogPageSchema,
  auditLogQuerySchema,
  auditVerificationSchema,
} from '@sportsbook/contracts/backoffice';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { type AuditRow, auditLog } from '../../db/schema/backoffice';
import { verifyAuditChain } from './audit-chain';

const view = (row: AuditRow) => ({
  id: row.id,
  at: row.at.toISOString(),
  staff_id: row.staffId,
  actor: row.actor,
  role: row.role,
  action: row.action,
  target: row.target,
  outcome: row.outcome,
  before: row.before,
  after: row.after,
  reason: row.reason,
  prev_hash: row.prevHash,
  hash: row.hash,
});

/** The audit log, newest first, a page at a time, with exact-match filters; and the chain's verification. */
export const auditRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/audit-log',
      {
        config: { permission: 'audit.read' },
        schema: { querystring: auditLogQuerySchema, response: { 200: auditLogPageSchema } },
      },
      async (request) => {
        const q = request.query;
        const filters: (SQL | undefined)[] = [
          q.actor ? eq(auditLog.actor, q.actor) : undefined,
          q.action ? eq(auditLog.action, q.action) : undefined,
          q.outcome ? eq(auditLog.outcome, q.outcome) : undefined,
          q.target ? eq(auditLog.target, q.target) : undefined,
          q.before_id ? lt(auditLog.id, q.before_id) : undefined,
        ];
        const rows = await db
          .select()
          .from(auditLog)
          .where(and(...filters))
          .orderBy(desc(auditLog.id))
          .limit(q.limit + 1);
        const page = rows.slice(0, q.limit);
        return {
          data: page.map(view),
          next_before_id: rows.length > q.limit ? (page.at(-1)?.id ?? null) : null,
        };
      },
    );

    app.post(
      '/audit-log/verify',
      { config: { permission: 'audit.read' }, schema: { response: { 200: auditVerificationSchema } } },
      async () => {
        const result = await verifyAuditChain(db);
        return { ok: result.ok, checked: result.checked, first_broken_id: result.firstBrokenId };
      },
    );
  };
