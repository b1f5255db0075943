import type { ListedMatch } from '@sportsbook/contracts/catalogue';

export interface TournamentGroup {
  key: string;
  sportKey: string;
  categoryName: string;
  tournament: ListedMatch['tournament'];
  matches: ListedMatch[];
}

/** Matches grouped by tournament, in the order the API listed them (a group sits where its first match was). */
export function groupByTournament(matches: readonly ListedMatch[]): TournamentGroup[] {
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

/** Where a list row leads: the match page, at its bet-builder block in the bet-builder list. */
export function matchHash(listKey: string | undefined): string {
  return listKey === 'betbuilder' ? BET_BUILDER_ANCHOR : '';
}

/** The match page's bet-builder hash anchor (spec part 2 §2): the id of its bet-builder block. */
export const BET_BUILDER_ANCHOR = 'bet-builder';
