/**
 * Market specifiers: 'key=value' pairs joined by '|' in a fixed order per market type ('periodnr=1|total=1.5').
 * Lines are written as plain numbers ('hcp=-0.75', 'hcp=0', 'total=2.5').
 */

export type SpecifierValues = Readonly<Record<string, string>>;

export function formatSpecifier(parts: Readonly<Record<string, number | string>>): string {
  return Object.entries(parts)
    .map(([key, value]) => `${key}=${typeof value === 'number' ? formatLine(value) : value}`)
    .join('|');
}

export function parseSpecifier(specifier: string): SpecifierValues {
  const values: Record<string, string> = {};
  if (specifier === '') return values;
  for (const part of specifier.split('|')) {
    const at = part.indexOf('=');
    if (at > 0) values[part.slice(0, at)] = part.slice(at + 1);
  }
  return values;
}

/** A number without float noise and without a '+' sign (0.25, -1.5, 0). */
export function formatLine(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** A numeric specifier value, or null when absent or not a number. */
export function specifierNumber(values: SpecifierValues, key: string): number | null {
  const raw = values[key];
  if (raw === undefined || raw === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** The key a market is stored under within a match. */
export function marketKey(marketId: number, specifier: string): string {
  return `${marketId}/${specifier}`;
}
