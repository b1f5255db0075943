import type { HistoryQuery } from './broker';
import type { StoredPublication } from './protocol';

/**
 * Picks publications from a stream held oldest first, as the Go server's history does: without
 * `since`, from the oldest (or the newest when reversed); with `since`, those after its offset
 * (before it when reversed). A limit of 0 returns none, a negative one up to `max`.
 */
export function selectHistory(
  stream: readonly StoredPublication[],
  query: HistoryQuery,
  max: number,
): StoredPublication[] {
  const limit = query.limit < 0 ? max : Math.min(query.limit, max);
  if (limit === 0) return [];
  let selected: StoredPublication[];
  if (query.since) {
    const from = query.since.offset;
    selected = query.reverse ? stream.filter((p) => p.offset < from) : stream.filter((p) => p.offset > from);
  } else {
    selected = [...stream];
  }
  if (query.reverse) selected.reverse();
  return selected.slice(0, limit);
}
