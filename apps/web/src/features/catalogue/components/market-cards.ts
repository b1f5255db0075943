import type { Market } from '@sportsbook/contracts/catalogue';

/** Specifier parts that name a line: a market kind offered at several of them is shown as one card. */
const LINE_KEYS = ['total', 'hcp'] as const;

/** One card of a match page: a market on its own, or the lines of one market kind with a row per line. */
export type MarketCard =
  | { kind: 'market'; key: string; market: Market }
  | { kind: 'lines'; key: string; name: string; lines: readonly { line: string; market: Market }[] };

/**
 * A specifier ('periodnr=1|total=1.5', the feed's 'key=value' pairs joined by '|') split into its line (the
 * 'total' or 'hcp' value) and the rest, which together with the market id names the market kind.
 */
function splitLine(specifier: string): { line: string | null; rest: string } {
  let line: string | null = null;
  const rest: string[] = [];
  for (const part of specifier === '' ? [] : specifier.split('|')) {
    const [key = '', value = ''] = part.split('=');
    if (line === null && (LINE_KEYS as readonly string[]).includes(key)) line = value;
    else rest.push(part);
  }
  return { line, rest: rest.join('|') };
}

/**
 * The cards of a match page, in the markets' order (the server sorts them by priority, the main market first):
 * lines of one market kind (goal totals at 0.5 … 4.5, handicaps) gather into one card where the first of them
 * stands, their rows sorted by line; a kind offered at one line only stays a plain market.
 */
export function marketCards(markets: readonly Market[]): MarketCard[] {
  const kinds = new Map<string, { line: string; market: Market }[]>();
  for (const market of markets) {
    const { line, rest } = splitLine(market.specifier);
    if (line === null) continue;
    const kind = `${market.id}/${rest}`;
    kinds.set(kind, [...(kinds.get(kind) ?? []), { line, market }]);
  }
  const cards: MarketCard[] = [];
  const placed = new Set<string>();
  for (const market of markets) {
    const { line, rest } = splitLine(market.specifier);
    const kind = `${market.id}/${rest}`;
    const lines = line === null ? undefined : kinds.get(kind);
    if (!lines || lines.length < 2) {
      cards.push({ kind: 'market', key: `${market.id}/${market.specifier}`, market });
      continue;
    }
    if (placed.has(kind)) continue;
    placed.add(kind);
    const sorted = [...lines].sort((a, b) => Number(a.line) - Number(b.line));
    cards.push({ kind: 'lines', key: kind, name: market.name, lines: sorted });
  }
  return cards;
}
