import type { Match } from '@sportsbook/contracts/catalogue';

export interface TournamentGroup {
  key: string;
  sportKey: string;
  categoryName: string;
  tournament: Match['tournament'];
  matches: Match[];
}

/** Matches grouped by tournament, in the order the API listed them (a group sits where its first match was). */
export function groupByTournament(matches: readonly Match[]): TournamentGroup[] {
  const groups = new Map<string, TournamentGroup>();
  for (const match of matches) {
    const key = `${match.sport.key}/${match.tournament.id}`;
    const group = groups.get(key) ?? {
      key,
      sportKey: match.sport.key,
      categoryName: match.category.name,
      tournament: match.tournament,
      matches: [],
    };
    group.matches.push(match);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Whether a match offers bet builder markets (the `betbuilder` list key; the API has no filter for it). */
export function hasBetBuilder(match: Match): boolean {
  return [match.main_market, match.secondary_market, ...match.top_markets].some(
    (market) => market !== null && market.custom_bet_groups.length > 0,
  );
}
