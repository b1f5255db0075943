/**
 * "Did you mean …" for a search that found nothing: the catalogue name (or word of a name) nearest to the query
 * by edit distance, when it is near enough to be a typo. Cheap on purpose: it runs only for empty searches, over
 * the names the catalogue already holds, with no index or dictionary of its own.
 */

/** Edits allowed for a query of this length: one for short words, up to three for long names. */
function allowedEdits(length: number): number {
  return length <= 4 ? 1 : length <= 8 ? 2 : 3;
}

/** Optimal string alignment distance (Levenshtein plus swapped neighbours, the commonest typo). */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** The terms a query may be a misspelling of: each whole name and each word of three letters or more in it. */
function termsOf(names: Iterable<string>): Set<string> {
  const terms = new Set<string>();
  for (const name of names) {
    const trimmed = name.trim();
    if (trimmed.length >= 3) terms.add(trimmed);
    for (const word of trimmed.split(/[\s\-–/.,()]+/)) if (word.length >= 3) terms.add(word);
  }
  return terms;
}

/** The nearest term to `query` within the allowed edits, or null (an exact hit is no correction). */
export function closestTerm(query: string, names: Iterable<string>): string | null {
  const needle = query.trim().toLowerCase();
  const limit = allowedEdits(needle.length);
  let best: { term: string; distance: number } | null = null;
  for (const term of termsOf(names)) {
    const lower = term.toLowerCase();
    if (Math.abs(lower.length - needle.length) > limit || lower === needle) continue;
    const distance = editDistance(needle, lower);
    if (distance <= limit && (!best || distance < best.distance)) best = { term, distance };
  }
  return best?.term ?? null;
}
