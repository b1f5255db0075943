/** Query parameters as Next.js hands them to pages. */
export type SearchParamsRecord = Record<string, string | string[] | undefined>;

/**
 * Reads a query parameter as a list (spec part 1 §2: "query parameters with comma values are read as
 * lists"): `?sport=football,tennis` and `?sport=football&sport=tennis` both give ['football', 'tennis'].
 * Parts are trimmed; empty parts and repeats are dropped, first occurrence wins.
 */
export function readQueryList(params: URLSearchParams | SearchParamsRecord, key: string): string[] {
  const raw = params instanceof URLSearchParams ? params.getAll(key) : toArray(params[key]);
  const seen = new Set<string>();
  for (const value of raw) {
    for (const part of value.split(',')) {
      const item = part.trim();
      if (item !== '') seen.add(item);
    }
  }
  return [...seen];
}

/** The first value of a query parameter, or undefined. */
export function readQueryValue(
  params: URLSearchParams | SearchParamsRecord,
  key: string,
): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  return toArray(params[key])[0];
}

function toArray(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
