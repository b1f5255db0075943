/**
 * The one place errors are reported from the browser. Until an error-reporting service is wired in, the
 * console is the record; callers decide what is worth reporting (spec part 2 §8 filter).
 */
export function reportError(message: string, detail?: unknown): void {
  console.error(`[sportsbook] ${message}`, detail ?? '');
}
