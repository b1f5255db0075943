import { FREEBET_KINDS } from '@sportsbook/domain/bonus-kinds';
import { INCIDENT_KINDS } from '@sportsbook/domain/match-incidents';
import type { Statistics } from './catalogue';
import type { Incident } from './match-info';
import { NOTIFICATION_KINDS, NOTIFICATION_OBJECT_TYPES } from './notification-kinds';
import type { Notification } from './notifications';
import type { MarketChange, MatchChange, RealtimeEvent } from './realtime';

/**
 * Reads real-time publications and the WebSocket token answers without zod (docs/decisions/018). A page with
 * live matches receives several publications a second; checking them with plain code costs a fraction of a
 * schema parse and keeps zod out of the scripts every page loads. Each reader accepts exactly what its schema
 * in `./realtime` accepts (realtime-read.test.ts checks both against the same generated data) and answers the
 * value with only the fields the schema describes, or null.
 */

type Reader<T> = (value: unknown) => T | null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// zod 4's `.int()` accepts safe integers only.
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const intOrNull = (value: unknown): value is number | null => value === null || isInt(value);

function arrayOf<T>(read: Reader<T>, value: unknown): T[] | null {
  if (!Array.isArray(value)) return null;
  const out: T[] = [];
  for (const item of value) {
    const read1 = read(item);
    if (read1 === null) return null;
    out.push(read1);
  }
  return out;
}

const PHASES: ReadonlySet<unknown> = new Set(['not_started', 'in_play', 'break', 'ended', 'abandoned']);
const SIDES: ReadonlySet<unknown> = new Set(['home', 'away']);
const BET_RESULTS: ReadonlySet<unknown> = new Set(['win', 'lose', 'refund']);
/** The kinds a campaign issues (contracts bonus-campaigns CAMPAIGN_KINDS, which this zod-free file cannot import). */
const ISSUED_BONUS_TYPES: ReadonlySet<unknown> = new Set(['comboboost', ...FREEBET_KINDS]);

const NOTIFICATION_KIND_SET: ReadonlySet<unknown> = new Set(NOTIFICATION_KINDS);
const NOTIFICATION_OBJECT_SET: ReadonlySet<unknown> = new Set(NOTIFICATION_OBJECT_TYPES);

function readNotification(value: unknown): Notification | null {
  if (!isRecord(value)) return null;
  const v = value;
  if (
    !isString(v.id) ||
    !NOTIFICATION_KIND_SET.has(v.type) ||
    !isString(v.title) ||
    !isString(v.caption) ||
    !isString(v.body) ||
    !(v.object_type === null || NOTIFICATION_OBJECT_SET.has(v.object_type)) ||
    !(v.object_id === null || isString(v.object_id)) ||
    !isBoolean(v.read) ||
    !isString(v.created_at)
  )
    return null;
  return {
    id: v.id,
    type: v.type as Notification['type'],
    title: v.title,
    caption: v.caption,
    body: v.body,
    object_type: v.object_type as Notification['object_type'],
    object_id: v.object_id,
    read: v.read,
    created_at: v.created_at,
  };
}

function readClock(value: unknown): Statistics['clock'] | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const v = value;
  if (
    !isInt(v.match_time) ||
    !intOrNull(v.stoppage_time) ||
    !intOrNull(v.stoppage_time_announced) ||
    !intOrNull(v.remaining_time) ||
    !intOrNull(v.remaining_time_in_period) ||
    !isBoolean(v.stopped) ||
    !isString(v.clock_updated_at) ||
    !isFiniteNumber(v.rate)
  )
    return undefined;
  return {
    match_time: v.match_time,
    stoppage_time: v.stoppage_time,
    stoppage_time_announced: v.stoppage_time_announced,
    remaining_time: v.remaining_time,
    remaining_time_in_period: v.remaining_time_in_period,
    stopped: v.stopped,
    clock_updated_at: v.clock_updated_at,
    rate: v.rate,
  };
}

function readScore<T>(
  value: unknown,
  is: (part: unknown) => part is T,
): { home: T; away: T } | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !is(value.home) || !is(value.away)) return undefined;
  return { home: value.home, away: value.away };
}

function readPeriodScore(value: unknown): Statistics['period_score'][number] | null {
  if (!isRecord(value)) return null;
  const v = value;
  if (
    !isInt(v.home) ||
    !isInt(v.away) ||
    !isString(v.period_key) ||
    !isString(v.period_name) ||
    !isInt(v.number) ||
    !isString(v.type)
  )
    return null;
  return {
    home: v.home,
    away: v.away,
    period_key: v.period_key,
    period_name: v.period_name,
    number: v.number,
    type: v.type,
  };
}

/** A match's statistics (clock, phase, scores), as `statisticsSchema` in `./catalogue`. */
export function readStatistics(value: unknown): Statistics | null {
  if (!isRecord(value)) return null;
  const clock = readClock(value.clock);
  const totalScore = readScore(value.total_score, isInt);
  const gameScore = readScore(value.game_score, isString);
  const periodScore = arrayOf(readPeriodScore, value.period_score);
  const { phase, period_number, current_server, max_period_number } = value;
  if (
    clock === undefined ||
    !PHASES.has(phase) ||
    !intOrNull(period_number) ||
    totalScore === undefined ||
    gameScore === undefined ||
    periodScore === null ||
    !(current_server === null || SIDES.has(current_server)) ||
    !intOrNull(max_period_number)
  )
    return null;
  return {
    clock,
    phase: phase as Statistics['phase'],
    period_number,
    total_score: totalScore,
    game_score: gameScore,
    period_score: periodScore,
    current_server: current_server as Statistics['current_server'],
    max_period_number,
  };
}

function readOutcomeChange(value: unknown): MarketChange['outcomes'][number] | null {
  if (!isRecord(value) || !isString(value.id) || !isInt(value.odds) || !isBoolean(value.active)) return null;
  return { id: value.id, odds: value.odds, active: value.active };
}

function readMarketChange(value: unknown): MarketChange | null {
  if (!isRecord(value) || !isInt(value.id) || !isString(value.specifier) || !isInt(value.status)) return null;
  const outcomes = arrayOf(readOutcomeChange, value.outcomes);
  if (!outcomes) return null;
  return { id: value.id, specifier: value.specifier, status: value.status, outcomes };
}

function readMatchChange(value: unknown): MatchChange | null {
  if (!isRecord(value) || !isInt(value.id) || !isInt(value.status)) return null;
  const statistics = readStatistics(value.statistics);
  if (!statistics) return null;
  return { id: value.id, status: value.status, statistics };
}

function readMatchStatus(value: unknown): { id: number; status: number } | null {
  if (!isRecord(value) || !isInt(value.id) || !isInt(value.status)) return null;
  return { id: value.id, status: value.status };
}

const KINDS: ReadonlySet<unknown> = new Set(INCIDENT_KINDS);

function readIncident(value: unknown): Incident | null {
  if (!isRecord(value)) return null;
  const v = value;
  const score = readScore(v.score, isInt);
  if (
    !isInt(v.seq) ||
    !KINDS.has(v.kind) ||
    !SIDES.has(v.side) ||
    !isInt(v.period) ||
    !intOrNull(v.match_time) ||
    !isInt(v.points) ||
    !score ||
    !(v.server === null || SIDES.has(v.server)) ||
    !isString(v.at)
  )
    return null;
  return {
    seq: v.seq,
    kind: v.kind as Incident['kind'],
    side: v.side as Incident['side'],
    period: v.period,
    match_time: v.match_time,
    points: v.points,
    score,
    server: v.server as Incident['server'],
    at: v.at,
  };
}

/** Each event type's data reader; the event is `{ type, data }`. */
const EVENT_DATA: { [K in RealtimeEvent['type']]: Reader<Extract<RealtimeEvent, { type: K }>['data']> } = {
  match_changed: (data) => arrayOf(readMatchChange, data),
  markets_changed: (data) => {
    if (!isRecord(data) || !isInt(data.match_id)) return null;
    const markets = arrayOf(readMarketChange, data.markets);
    return markets && { match_id: data.match_id, markets };
  },
  match_status_changed: (data) => arrayOf(readMatchStatus, data),
  provider_status_changed: (data) =>
    isRecord(data) && isString(data.provider) && isBoolean(data.active)
      ? { provider: data.provider, active: data.active }
      : null,
  balance_changed: (data) =>
    isRecord(data) && isString(data.currency) && isInt(data.balance)
      ? { currency: data.currency, balance: data.balance }
      : null,
  bet_changed: (data) =>
    isRecord(data) &&
    isString(data.id) &&
    isString(data.status) &&
    (data.result === null || BET_RESULTS.has(data.result)) &&
    isInt(data.win_amount)
      ? {
          id: data.id,
          status: data.status,
          result: data.result as 'win' | 'lose' | 'refund' | null,
          win_amount: data.win_amount,
        }
      : null,
  bet_cashout_changed: (data) =>
    isRecord(data) && isString(data.id) && intOrNull(data.to_cashout)
      ? { id: data.id, to_cashout: data.to_cashout }
      : null,
  bonus_issued: (data) =>
    isRecord(data) && isString(data.id) && ISSUED_BONUS_TYPES.has(data.type)
      ? { id: data.id, type: data.type as Extract<RealtimeEvent, { type: 'bonus_issued' }>['data']['type'] }
      : null,
  match_incidents: (data) => {
    if (!isRecord(data) || !isInt(data.match_id)) return null;
    const incidents = arrayOf(readIncident, data.incidents);
    return incidents && { match_id: data.match_id, incidents };
  },
  notification: readNotification,
  unread_counters_changed: (data) => (isRecord(data) && isInt(data.unread) ? { unread: data.unread } : null),
  tournament_pool_changed: (data) =>
    isRecord(data) && isString(data.id) && isInt(data.pool_amount) && isString(data.currency_code)
      ? { id: data.id, pool_amount: data.pool_amount, currency_code: data.currency_code }
      : null,
};

function isEventType(type: unknown): type is RealtimeEvent['type'] {
  return typeof type === 'string' && Object.hasOwn(EVENT_DATA, type);
}

/** A publication's event, as `realtimeEventSchema` reads it; null for anything else (including unknown types). */
export function readRealtimeEvent(value: unknown): RealtimeEvent | null {
  if (!isRecord(value) || !isEventType(value.type)) return null;
  const type = value.type;
  const data = (EVENT_DATA[type] as Reader<RealtimeEvent['data']>)(value.data);
  return data === null ? null : ({ type, data } as RealtimeEvent);
}

/** `POST /websocket/token`'s answer, as `websocketTokenResponseSchema`. */
export function readWebsocketToken(value: unknown): { token: string } | null {
  return isRecord(value) && isString(value.token) ? { token: value.token } : null;
}

/** `POST /websocket/authorize`'s answer, as `websocketAuthorizeResponseSchema`. */
export function readWebsocketAuthorization(
  value: unknown,
): { channels: { channel: string; token: string }[] } | null {
  if (!isRecord(value)) return null;
  const channels = arrayOf(
    (entry) =>
      isRecord(entry) && isString(entry.channel) && isString(entry.token)
        ? { channel: entry.channel, token: entry.token }
        : null,
    value.channels,
  );
  return channels && { channels };
}
