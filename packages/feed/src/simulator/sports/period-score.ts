import { periodName } from '../../i18n/names';
import { type PeriodKind, periodKey } from '../../i18n/periods';
import type { FeedPeriodScore } from '../../types';

/**
 * One entry of the score by period, keyed and named from the period catalogue (names in English, as a feed
 * sends them; the API renders the request's locale from the key).
 */
export function periodScore(
  period: { kind: PeriodKind; n?: number; number: number; type?: FeedPeriodScore['type'] },
  home: number,
  away: number,
): FeedPeriodScore {
  const key = periodKey(period.kind, period.n ?? null);
  return {
    home,
    away,
    period_key: key,
    period_name: periodName(key, 'en') ?? key,
    number: period.number,
    type: period.type ?? 'regular_period',
  };
}
