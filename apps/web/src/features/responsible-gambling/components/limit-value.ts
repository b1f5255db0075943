import type { Limit } from '@sportsbook/contracts/limits';
import { formatDays, formatMinutes } from '@/features/responsible-gambling/durations';
import { formatMoney } from '@/shared/money/money-format';

/** A limit's value in its unit, in the page's language; null for a permanent exclusion. */
export function formatLimitValue(
  limit: Pick<Limit, 'unit' | 'value' | 'currency'>,
  locale: string,
): string | null {
  if (limit.value === null) return null;
  if (limit.unit === 'minor') return formatMoney(limit.value, limit.currency ?? 'EUR', locale);
  if (limit.unit === 'minutes') return formatMinutes(limit.value, locale);
  return formatDays(limit.value, locale);
}

/** A date and time on a limit (when a change is due, when an exclusion ends) in the page's language. */
export function formatLimitDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
