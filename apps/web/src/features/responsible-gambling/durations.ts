/** "1 hour, 30 minutes" in the page's language, from Intl's unit names. */
export function formatMinutes(total: number, locale: string): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  if (hours === 0) return unit(minutes, 'minute');
  if (minutes === 0) return unit(hours, 'hour');
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format([
    unit(hours, 'hour'),
    unit(minutes, 'minute'),
  ]);
}

/** "7 days" in the page's language. */
export function formatDays(days: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(days);
}

/**
 * The cooling period of a looser limit in the page's language: "24 hours", "30 minutes", "5 seconds" (the
 * operator may configure any number of seconds; end-to-end runs use a few).
 */
export function formatCoolingPeriod(seconds: number, locale: string): string {
  if (seconds % 60 === 0) return formatMinutes(seconds / 60, locale);
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(
    seconds,
  );
}
