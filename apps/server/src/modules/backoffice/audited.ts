import { HTTP_ERROR_CODES } from '@sportsbook/contracts/errors';
import type { StaffPermission } from '@sportsbook/domain/staff-roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Clock } from '../../core/clock';
import type { Database, Transaction } from '../../db/client';
import { refusalStatus } from '../../http/errors';
import { appendAudit, appendAuditAlone } from './audit-chain';
import { actorName, type BackofficeActor, refuseWithout, resolveActor } from './staff-actor';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a back-office route needs; none for the sign-in steps. */
    permission?: StaffPermission;
    /** The audit log's name for what the route does (`market.suspend`). */
    auditAction?: string;
  }
  interface FastifyRequest {
    backofficeActor?: BackofficeActor;
    /** What a refused request aimed at when its path names nothing (the e-mail of a failed sign-in). */
    backofficeAuditTarget?: string;
  }
}

/** The kind of thing a route's `:id` names, by the path segment before it, as the route's own audit rows name it. */
const TARGET_KINDS: Readonly<Record<string, string>> = {
  adjustments: 'adjustment',
  campaigns: 'campaign',
  markets: 'market',
  matches: 'match',
  players: 'player',
  sports: 'sport',
  withdrawals: 'withdrawal',
};

/**
 * What a refused request aimed at, named as a done step's row names it (`player:42`), so the log's rows for one
 * target are found together whatever their outcome. Null for a route without an `:id`.
 */
export function refusedTarget(routeUrl: string | undefined, params: unknown): string | null {
  const id = (params as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  const segments = (routeUrl ?? '').split('/');
  const kind = TARGET_KINDS[segments[segments.indexOf(':id') - 1] ?? ''];
  return kind ? `${kind}:${id}` : String(id);
}

export interface AuditedStep<Result> {
  before: unknown;
  after: unknown;
  result: Result;
}

/**
 * The one way a staff write happens: the step runs in a transaction and its audit row (who, when, what, before,
 * after, reason) is appended in the same transaction, so a write without its row, or a row without its write,
 * cannot commit.
 */
export async function audited<Result>(
  db: Database,
  clock: Clock,
  request: FastifyRequest,
  what: { action: string; target: string | null; reason?: string | null },
  step: (tx: Transaction) => Promise<AuditedStep<Result>>,
): Promise<{ auditId: number } & AuditedStep<Result>> {
  const actor = request.backofficeActor ?? { kind: 'anonymous' };
  return db.transaction(async (tx) => {
    const done = await step(tx);
    const auditId = await appendAudit(tx, {
      at: clock(),
      ...actorName(actor),
      action: what.action,
      target: what.target,
      outcome: 'done',
      before: done.before,
      after: done.after,
      reason: what.reason ?? null,
    });
    return { auditId, ...done };
  });
}

/**
 * Installs the back office's access rule on a plugin: every request's actor is resolved once, each route's
 * permission checked before its input is read, and every refused request (no sign-in, no second factor, wrong
 * role, bad input, a refusal of the step itself) is written to the audit log with its status and code.
 */
export function installBackofficeAccess(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; holdsToken: (request: FastifyRequest) => boolean },
): void {
  const { db, clock } = options;
  app.addHook('onRequest', async (request) => {
    request.backofficeActor = { kind: 'anonymous' };
    request.backofficeActor = await resolveActor(request, options);
    const { permission } = request.routeOptions.config;
    if (permission) refuseWithout(request.backofficeActor, permission);
  });
  app.addHook('onError', async (request, _reply, error) => {
    const status = refusalStatus(error) ?? (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) return;
    const target =
      refusedTarget(request.routeOptions.url, request.params) ?? request.backofficeAuditTarget ?? null;
    // A schema refusal is answered `bad_request` (http/errors.ts); the log names the code the caller saw.
    const { code } = hasZodFastifySchemaValidationErrors(error)
      ? { code: HTTP_ERROR_CODES.badRequest }
      : (error as { code?: unknown });
    try {
      await appendAuditAlone(db, {
        at: clock(),
        ...actorName(request.backofficeActor ?? { kind: 'anonymous' }),
        action:
          request.routeOptions.config.auditAction ?? `${request.method} ${request.routeOptions.url ?? ''}`,
        target,
        outcome: 'refused',
        before: null,
        after: { status, code: typeof code === 'string' || typeof code === 'number' ? code : null },
        reason: error.message.slice(0, 500),
      });
    } catch (err) {
      request.log.error({ err }, 'refused back-office request not audited');
    }
  });
}
