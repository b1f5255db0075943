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
  /** Players: search, profile, balances, transactions, bets, limits, notes, pending adjustments (ADR 038). */
  'players.read',
  /** Block and unblock, self-exclusion and cooling-off, notes, freebet grants (ADR 038). */
  'players.write',
  /** Manual balance adjustments, and approving another staff member's adjustment above the threshold (ADR 038). */
  'players.adjust',
  /** The bet ticker, alerts, stake factors and bet limits (ADR 040). */
  'risk.read',
  /** Set stake factors, bet limits and alert thresholds (ADR 040). */
  'risk.write',
  /** The withdrawal queue, deposit and withdrawal history (ADR 039). */
  'payments.read',
  /** Approve or decline a withdrawal (ADR 039). */
  'payments.write',
  /** Bonus campaigns, promo codes, and what jackpots, tournaments and loot boxes paid out (ADR 039). */
  'campaigns.read',
  /** Create and edit campaigns, activate and deactivate them (ADR 039). */
  'campaigns.write',
  /** Revenue reports, the regulator's wager export and the past-posting report (ADR 041). */
  'reports.read',
] as const;

export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * Who may do what. The regulator reads and never writes; risk watches trading (liability) without steering it
 * and sets the limits; each role gets the screens of its desk (ADR 036, 038-041).
 */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  trader: ['trading.read', 'trading.write', 'audit.read', 'risk.read'],
  risk: ['trading.read', 'audit.read', 'players.read', 'risk.read', 'risk.write', 'reports.read'],
  support: ['players.read', 'players.write'],
  finance: [
    'audit.read',
    'players.read',
    'players.adjust',
    'payments.read',
    'payments.write',
    'campaigns.read',
    'reports.read',
  ],
  marketing: ['campaigns.read', 'campaigns.write'],
  // The administrator may do everything: a permission added to the list is theirs at once.
  admin: STAFF_PERMISSIONS,
  regulator: [
    'trading.read',
    'audit.read',
    'players.read',
    'risk.read',
    'payments.read',
    'campaigns.read',
    'reports.read',
  ],
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
