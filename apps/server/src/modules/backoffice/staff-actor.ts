import { BACKOFFICE_ERROR_CODES, STAFF_SESSION_COOKIE } from '@sportsbook/contracts/backoffice';
import {
  ROLE_PERMISSIONS,
  STAFF_SESSION_IDLE_SECONDS,
  type StaffPermission,
  type StaffRole,
} from '@sportsbook/domain/staff-roles';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../core/clock';
import { sha256 } from '../../core/secrets';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { findLiveStaffSession } from './staff-repository';

/**
 * Who calls a back-office route: a staff member by their session (and whether the second factor was given), the
 * machine token, or nobody. Only the staff cookie and the Authorization header are read: a player's session
 * cookie opens nothing here.
 */
export type BackofficeActor =
  | {
      kind: 'staff';
      id: number;
      email: string;
      name: string;
      role: StaffRole;
      sessionId: number;
      secondFactor: boolean;
    }
  | { kind: 'token' }
  | { kind: 'anonymous' };

/** How an actor is named in the audit log. */
export function actorName(actor: BackofficeActor): { actor: string; role: string; staffId: number | null } {
  if (actor.kind === 'staff') return { actor: actor.email, role: actor.role, staffId: actor.id };
  if (actor.kind === 'token') return { actor: 'machine-token', role: 'machine', staffId: null };
  return { actor: 'anonymous', role: 'none', staffId: null };
}

/** The machine token acts as the admin role does (ADR 036): tests and automation, never a person's browser. */
export function permissionsOf(actor: BackofficeActor): readonly StaffPermission[] {
  if (actor.kind === 'token') return ROLE_PERMISSIONS.admin;
  if (actor.kind === 'staff' && actor.secondFactor) return ROLE_PERMISSIONS[actor.role];
  return [];
}

export async function resolveActor(
  request: FastifyRequest,
  { db, clock, holdsToken }: { db: Database; clock: Clock; holdsToken: (request: FastifyRequest) => boolean },
): Promise<BackofficeActor> {
  if (request.headers.authorization !== undefined) {
    if (holdsToken(request)) return { kind: 'token' };
    throw new HttpError(
      401,
      BACKOFFICE_ERROR_CODES.unauthorized,
      'The bearer token is not the back office token.',
    );
  }
  const token = request.cookies[STAFF_SESSION_COOKIE];
  if (!token) return { kind: 'anonymous' };
  const now = clock();
  const idleSince = new Date(now.getTime() - STAFF_SESSION_IDLE_SECONDS * 1000);
  const live = await findLiveStaffSession(db, sha256(token), now, idleSince);
  if (!live) return { kind: 'anonymous' };
  return {
    kind: 'staff',
    id: live.staff.id,
    email: live.staff.email,
    name: live.staff.name,
    role: live.staff.role,
    sessionId: live.sessionId,
    secondFactor: live.secondFactorAt !== null,
  };
}

/** The refusal of an actor without the permission: 401 without a (complete) sign-in, 403 for a wrong role. */
export function refuseWithout(actor: BackofficeActor, permission: StaffPermission): void {
  if (permissionsOf(actor).includes(permission)) return;
  if (actor.kind === 'anonymous') {
    throw new HttpError(401, BACKOFFICE_ERROR_CODES.unauthorized, 'Sign in to the back office first.');
  }
  if (actor.kind === 'staff' && !actor.secondFactor) {
    throw new HttpError(
      401,
      BACKOFFICE_ERROR_CODES.secondFactorRequired,
      'Give the code of your authenticator first.',
    );
  }
  throw new HttpError(403, BACKOFFICE_ERROR_CODES.forbidden, `Your role may not do this (${permission}).`);
}
