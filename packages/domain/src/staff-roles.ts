/**
 * Back-office staff: their roles and what each role may do (ADR 036). This table is the only place a permission
 * is granted; every back-office route names the permission it needs and asks `roleMay`.
 */

export const STAFF_ROLES = [
  'trader',
  'risk',
  'support',
  'finance',
  'marketing',
  'admin',
  'regulator',
] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  /** Matches, markets, prices and liability. */
  'trading.read',
  /** Suspend, reopen, override a price, void a market, margins and in-play delays. */
  'trading.write',
  /** The audit log and its chain verification. */
  'audit.read',
  /** Turnover, GGR, liability and bonus cost reports, the regulator's wager export, the past-posting report. */
  'reports.read',
] as const;

export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * Who may do what. The regulator reads and never writes; risk watches trading (liability) without steering it;
 * the other roles get their screens in later work and until then only see the audit log when they must answer for it.
 */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  trader: ['trading.read', 'trading.write', 'audit.read'],
  risk: ['trading.read', 'audit.read', 'reports.read'],
  support: [],
  finance: ['audit.read', 'reports.read'],
  marketing: [],
  admin: ['trading.read', 'trading.write', 'audit.read', 'reports.read'],
  regulator: ['trading.read', 'audit.read', 'reports.read'],
};

export function roleMay(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** A staff session lasts at most 8 hours (a shift) and ends after 30 minutes without a request. */
export const STAFF_SESSION_MAX_AGE_SECONDS = 8 * 3600;
export const STAFF_SESSION_IDLE_SECONDS = 30 * 60;
