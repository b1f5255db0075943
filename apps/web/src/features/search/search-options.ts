import type { SearchResult } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import { isMatchLive } from '@sportsbook/domain/match-status';
import { localePath } from '@/shared/i18n/locale-path';
import { formatStartTime } from '@/shared/time/format-time';

export interface SearchOption {
  id: string;
  href: string;
  label: string;
  detail: string;
  group: 'matches' | 'leagues';
  /** A match: live now, or when it starts (outrights: when they are settled). */
  when?: { live: true } | { live: false; text: string; iso: string };
}

/** The listbox's options: matches (with their date or live state), then leagues. */
export function searchOptions(
  locale: Locale,
  result: SearchResult | undefined,
  clock: { timeZone: string; now: number },
): SearchOption[] {
  if (!result) return [];
  return [
    ...result.matches.map((match) => {
      const iso = match.type === 'outright' && match.end_date ? match.end_date : match.start_time;
      return {
        id: `m${match.id}`,
        href: localePath(locale, `/${match.sport.key}/${match.slug}`),
        label: match.name,
        detail: `${match.sport.name} · ${match.tournament.name}`,
        group: 'matches' as const,
        when: isMatchLive(match.status)
          ? ({ live: true } as const)
          : ({ live: false, iso, text: formatStartTime(iso, locale, clock.timeZone, clock.now) } as const),
      };
    }),
    ...result.tournaments.map((tournament) => ({
      id: `t${tournament.id}`,
      href: localePath(locale, `/${tournament.sport.key}/${tournament.slug}`),
      label: tournament.name,
      detail: `${tournament.sport.name} · ${tournament.category.name}`,
      group: 'leagues' as const,
    })),
  ];
}
