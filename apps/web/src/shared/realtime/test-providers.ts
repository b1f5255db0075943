/**
 * The test-provider override (spec part 2 §4): when the feature is on, a tester pins the providers whose live
 * match events are shown by setting the `test_providers` cookie to a comma list (`test_providers=oddin`).
 */
export const TEST_PROVIDERS_COOKIE = 'test_providers';

/** The providers a cookie value names, or null when it names none (no override). */
export function parseTestProviders(value: string | undefined): readonly string[] | null {
  if (!value) return null;
  const providers = value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => /^[a-z0-9_-]{1,40}$/.test(part));
  return providers.length > 0 ? [...new Set(providers)] : null;
}

/** Whether live events of a match from this provider are shown under the override (null: all are). */
export function acceptsProvider(override: readonly string[] | null, provider: string): boolean {
  return override === null || override.includes(provider);
}
