const TWO_LETTERS = /^[A-Za-z]{2}$/;
// Made on first use: building it loads the region data, a long task at page start in browsers that never ask.
let regionsInEnglish: Intl.DisplayNames | undefined;

/**
 * A two-letter region code in upper case, or undefined when the value is not one Intl knows. CDN
 * placeholders such as XX (unknown) and T1 (Tor) are rejected, as is ZZ ("Unknown Region").
 */
export function normaliseCountryCode(value: string | null | undefined): string | undefined {
  if (!value || !TWO_LETTERS.test(value)) return undefined;
  const code = value.toUpperCase();
  regionsInEnglish ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  if (code === 'ZZ' || regionsInEnglish.of(code) === undefined) return undefined;
  return code;
}

/** The first candidate that is a known country code, else the fallback. */
export function resolveCountry(candidates: readonly (string | null | undefined)[], fallback: string): string {
  for (const candidate of candidates) {
    const code = normaliseCountryCode(candidate);
    if (code) return code;
  }
  return fallback;
}

/** A country's name in the given locale (`DE` in `de` -> `Deutschland`). */
export function countryName(locale: string, code: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}
