import { periodName } from '../../i18n/names';
import { type PeriodKind, periodKey } from '../../i18n/periods';
import type { FeedPeriodScore } from '../../types';

// The simulator names the same few periods over and over: render each key's name once.
const englishNames = new Map<string, string>();

function englishName(key: string): string {
  let name = englishNames.get(key);
  if (name === undefined) {
    name = periodName(key, 'en') ?? key;
    englishNames.set(key, name);
  }
  return name;
}

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
    period_name: englishName(key),
    number: period.number,
    type: period.type ?? 'regular_period',
  };
}
