import type { SearchParamsRecord } from '@/shared/routing/query-list';

/** List parameters kept when a page links to itself with other filters (spec part 1 §2 list parameters). */
const KEPT = ['time', 'sortBy', 'date', 'sport', 'page', 'isBettable', 'sportType'] as const;

/**
 * The same list page with some parameters changed (undefined removes one). Changing any filter other than the
 * page starts again at page 1.
 */
export function listHref(
  path: string,
  current: SearchParamsRecord,
  changes: Partial<Record<(typeof KEPT)[number], string | undefined>>,
): string {
  const params = new URLSearchParams();
  for (const key of KEPT) {
    const value = key in changes ? changes[key] : current[key];
    const first = Array.isArray(value) ? value.join(',') : value;
    if (first) params.set(key, first);
  }
  if (!('page' in changes)) params.delete('page');
  if (params.get('page') === '1') params.delete('page');
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
