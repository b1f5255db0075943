import { isMatchStatus, type MatchStatus } from '@sportsbook/domain/match-status';
import type { QuickBet } from '@sportsbook/domain/quick-bet';
import { SHARE_CODE_PARAM } from '@sportsbook/domain/share-codes';
import { BET_TYPES, type Bet, noBonuses, PROVIDERS } from '@sportsbook/domain/slip/types';
import { z } from 'zod';
import { SESSION_STORAGE_KEYS, type SessionStorageKey } from '@/shared/storage/storage-keys';
import { CLOSED_PANEL, isTicketTab, type PanelState } from './panel';

/**
 * What the slip keeps in session storage (spec part 1 §4, §7 keys bets, betslip toggle state, ticket state,
 * quick bet). Stored data is outside input: it is parsed, and anything that does not parse is forgotten.
 * Bonuses are not kept: offers are asked for again, so a restored bet never carries a stale boost.
 */

export interface SessionStorageLike {
  get(key: SessionStorageKey): string | null;
  set(key: SessionStorageKey, value: string | null): void;
}

/** With a shared bet's code in the URL (domain SHARE_CODE_PARAM), the shared bets replace the stored ones. */

export function hasShareCode(search: string): boolean {
  return new URLSearchParams(search).has(SHARE_CODE_PARAM);
}

const odds = z.number().int().min(1001);
const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const selectionSchema = z.object({
  id: z.string(),
  matchId: z.string().regex(/^\d+$/),
  matchUrnId: z.string(),
  matchSlug: z.string(),
  matchStatus: z.custom<MatchStatus>(isMatchStatus),
  marketId: z.string().regex(/^\d+$/),
  marketName: z.string(),
  marketGroup: z.string(),
  specifier: z.string(),
  outcomeId: z.string().min(1),
  outcomeName: z.string(),
  odds,
  acceptedOdds: odds,
  initialOdds: odds,
  active: z.boolean(),
  isSuspended: z.boolean(),
  isChanged: z.boolean(),
  isNotAvailable: z.boolean(),
  provider: z.enum(PROVIDERS),
  sportKey: z.string(),
  nameA: z.string(),
  nameB: z.string(),
  categoryName: z.string(),
  group: z.enum(['regular', 'cyber', 'premium_cricket']),
});

const betSchema = z.object({
  betType: z.enum(BET_TYPES),
  stake: minor,
  stakeSource: z.enum(['stake', 'potentialWin', 'sharing']),
  currency: z.string().min(1).max(10),
  subunits: z.number().int().positive(),
  customOdds: odds.optional(),
  selections: z.array(selectionSchema).min(1).max(40),
  systemType: z.object({ totalCount: z.number().int(), winCount: z.number().int() }).optional(),
});

const storedBetsSchema = z.array(betSchema).max(40);

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Only what a bet is made of; placement answers and bonuses stay out. */
function storedBet(bet: Bet) {
  const {
    placed: _placed,
    bonus: _bonus,
    bonusOdds: _bonusOdds,
    comboboostOff: _comboboostOff,
    availableBonuses: _offers,
    ...rest
  } = bet;
  return rest;
}

export function saveBets(storage: SessionStorageLike, bets: readonly Bet[]): void {
  storage.set(SESSION_STORAGE_KEYS.bets, bets.length === 0 ? null : JSON.stringify(bets.map(storedBet)));
}

/** The stored bets, or none when nothing (valid) is stored. */
export function readBets(storage: SessionStorageLike): Bet[] {
  const parsed = storedBetsSchema.safeParse(parseJson(storage.get(SESSION_STORAGE_KEYS.bets)));
  if (!parsed.success) return [];
  return parsed.data.map((bet) => {
    const { customOdds, systemType, ...rest } = bet;
    const restored: Bet = { ...rest, availableBonuses: noBonuses() };
    if (customOdds !== undefined) restored.customOdds = customOdds;
    if (systemType !== undefined) restored.systemType = systemType;
    return restored;
  });
}

export function savePanel(storage: SessionStorageLike, panel: PanelState): void {
  storage.set(SESSION_STORAGE_KEYS.betslipToggleState, panel.open ? 'open' : 'closed');
  storage.set(SESSION_STORAGE_KEYS.ticketState, panel.tab);
}

export function readPanel(storage: SessionStorageLike): PanelState {
  const tab = storage.get(SESSION_STORAGE_KEYS.ticketState);
  return {
    open: storage.get(SESSION_STORAGE_KEYS.betslipToggleState) === 'open',
    tab: isTicketTab(tab) ? tab : CLOSED_PANEL.tab,
  };
}

/** The quick-bet settings that outlive a reload (the bet in flight and its outcome do not). */
export type StoredQuickBet = Pick<QuickBet, 'isEnabled' | 'stake' | 'currency' | 'subunits' | 'isApproved'>;

const storedQuickSchema = z.object({
  isEnabled: z.boolean(),
  stake: minor,
  currency: z.string().min(1).max(10),
  subunits: z.number().int().positive(),
  isApproved: z.boolean(),
});

export function saveQuickBet(storage: SessionStorageLike, quick: QuickBet): void {
  const stored: StoredQuickBet = {
    isEnabled: quick.isEnabled,
    stake: quick.stake,
    currency: quick.currency,
    subunits: quick.subunits,
    isApproved: quick.isApproved,
  };
  storage.set(SESSION_STORAGE_KEYS.quickBet, JSON.stringify(stored));
}

export function readQuickBet(storage: SessionStorageLike): StoredQuickBet | undefined {
  const parsed = storedQuickSchema.safeParse(parseJson(storage.get(SESSION_STORAGE_KEYS.quickBet)));
  // Approval needs a stake above 0, whatever was stored.
  return parsed.success
    ? { ...parsed.data, isApproved: parsed.data.isApproved && parsed.data.stake > 0 }
    : undefined;
}
