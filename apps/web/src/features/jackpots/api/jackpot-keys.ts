/** The query keys of the jackpot calls, under one prefix so a balance change refreshes them all at once. */
export const jackpotKeys = {
  all: ['jackpots'] as const,
  list: () => ['jackpots', 'list'] as const,
  one: (id: number) => ['jackpots', 'one', id] as const,
  hits: (jackpotId: number | undefined, limit: number) =>
    ['jackpots', 'hits', jackpotId ?? null, limit] as const,
  unseenHits: (playerId: number) => ['jackpots', 'unseen-hits', playerId] as const,
};
