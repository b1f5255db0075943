/**
 * The simulated catalogue: categories and tournaments per sport (fixed), and each tournament's competitors with
 * their strength ratings (drawn from the world seed).
 */

import type { CategoryKey, SportKey } from '../../i18n/dictionary';
import type { FeedCategory, FeedCompetitor, FeedTournament } from '../../types';
import { Rng } from '../prng';
import { abbreviate, esportsTeamName, playerName, teamName } from './names';
import { SPORTS, type SportDefinition, urnPrefix } from './sports';

interface TournamentSpec {
  name: string;
  priority: number;
  size: number;
  /** Draw the field from the best of these tournaments instead of generating one. */
  from?: { names: readonly string[]; best: number };
  outright?: boolean;
  women?: boolean;
}

interface CategorySpec {
  sport: SportKey;
  country: string | null;
  key: CategoryKey | null;
  name: string;
  priority: number;
  tournaments: readonly TournamentSpec[];
}

// biome-ignore format: the catalogue reads best one tournament per line
const CATEGORIES: readonly CategorySpec[] = [
  { sport: 'football', country: 'GB', key: 'england', name: 'England', priority: 100, tournaments: [
    { name: 'Premier Division', priority: 100, size: 20, outright: true },
    { name: 'Championship Division', priority: 70, size: 20 } ] },
  { sport: 'football', country: 'ES', key: null, name: 'Spain', priority: 95, tournaments: [{ name: 'Primera Liga', priority: 95, size: 20, outright: true }] },
  { sport: 'football', country: 'DE', key: null, name: 'Germany', priority: 94, tournaments: [{ name: 'Erste Liga', priority: 94, size: 18, outright: true }] },
  { sport: 'football', country: 'IT', key: null, name: 'Italy', priority: 93, tournaments: [{ name: 'Serie Prima', priority: 93, size: 20, outright: true }] },
  { sport: 'football', country: 'FR', key: null, name: 'France', priority: 92, tournaments: [{ name: 'Ligue Première', priority: 92, size: 18 }] },
  { sport: 'football', country: 'PT', key: null, name: 'Portugal', priority: 80, tournaments: [{ name: 'Primeira Divisão', priority: 80, size: 18 }] },
  { sport: 'football', country: 'NL', key: null, name: 'Netherlands', priority: 78, tournaments: [{ name: 'Hoofdklasse', priority: 78, size: 18 }] },
  { sport: 'football', country: 'BR', key: null, name: 'Brazil', priority: 76, tournaments: [{ name: 'Campeonato Nacional', priority: 76, size: 20 }] },
  { sport: 'football', country: 'PL', key: null, name: 'Poland', priority: 60, tournaments: [{ name: 'Ekstraliga', priority: 60, size: 18 }] },
  { sport: 'football', country: null, key: 'international-clubs', name: 'International clubs', priority: 99, tournaments: [
    { name: 'Champions Cup', priority: 99, size: 24, outright: true, from: { names: ['Premier Division', 'Primera Liga', 'Erste Liga', 'Serie Prima', 'Ligue Première', 'Primeira Divisão', 'Hoofdklasse'], best: 4 } } ] },
  { sport: 'tennis', country: null, key: 'men-singles', name: 'Men singles', priority: 100, tournaments: [
    { name: 'Harbour Open', priority: 100, size: 32, outright: true },
    { name: 'Capital Masters', priority: 90, size: 32 } ] },
  { sport: 'tennis', country: null, key: 'women-singles', name: 'Women singles', priority: 95, tournaments: [
    { name: 'Riviera Open', priority: 95, size: 32, women: true, outright: true },
    { name: 'Northern Classic', priority: 85, size: 32, women: true } ] },
  { sport: 'basketball', country: 'US', key: null, name: 'USA', priority: 100, tournaments: [{ name: 'National Pro League', priority: 100, size: 30, outright: true }] },
  { sport: 'basketball', country: 'ES', key: null, name: 'Spain', priority: 80, tournaments: [{ name: 'Liga Nacional de Baloncesto', priority: 80, size: 18 }] },
  { sport: 'basketball', country: null, key: 'international-clubs', name: 'International clubs', priority: 90, tournaments: [{ name: 'Continental League', priority: 90, size: 18 }] },
  { sport: 'ice-hockey', country: 'US', key: null, name: 'USA', priority: 100, tournaments: [{ name: 'Pro Hockey League', priority: 100, size: 32, outright: true }] },
  { sport: 'ice-hockey', country: 'SE', key: null, name: 'Sweden', priority: 85, tournaments: [{ name: 'Hockeyligan', priority: 85, size: 14 }] },
  { sport: 'ice-hockey', country: 'FI', key: null, name: 'Finland', priority: 80, tournaments: [{ name: 'Jääkiekkoliiga', priority: 80, size: 15 }] },
  { sport: 'ice-hockey', country: 'CZ', key: null, name: 'Czechia', priority: 75, tournaments: [{ name: 'Extraliga', priority: 75, size: 14 }] },
  { sport: 'cricket', country: 'IN', key: null, name: 'India', priority: 100, tournaments: [{ name: 'Premier T20', priority: 100, size: 10, outright: true }] },
  { sport: 'cricket', country: 'AU', key: null, name: 'Australia', priority: 90, tournaments: [{ name: 'Summer Bash T20', priority: 90, size: 8 }] },
  { sport: 'cricket', country: 'GB', key: 'england', name: 'England', priority: 85, tournaments: [{ name: 'County T20', priority: 85, size: 18 }] },
  { sport: 'cs2', country: null, key: 'international', name: 'International', priority: 100, tournaments: [{ name: 'Global Masters', priority: 100, size: 16, outright: true }] },
  { sport: 'cs2', country: null, key: 'europe', name: 'Europe', priority: 80, tournaments: [{ name: 'EU Pro Series', priority: 80, size: 12 }] },
  { sport: 'dota2', country: null, key: 'international', name: 'International', priority: 100, tournaments: [{ name: 'Ancient Cup', priority: 100, size: 16, outright: true }] },
  { sport: 'dota2', country: null, key: 'asia', name: 'Asia', priority: 80, tournaments: [{ name: 'Dragon League', priority: 80, size: 12 }] },
  { sport: 'lol', country: null, key: 'international', name: 'International', priority: 100, tournaments: [{ name: 'World Rift Cup', priority: 100, size: 16 }] },
  { sport: 'lol', country: 'KR', key: null, name: 'South Korea', priority: 90, tournaments: [{ name: 'Korea Pro League', priority: 90, size: 10 }] },
  { sport: 'lol', country: null, key: 'europe', name: 'Europe', priority: 85, tournaments: [{ name: 'Rift League Europe', priority: 85, size: 10, outright: true }] },
];

export interface Competitor extends FeedCompetitor {
  rating: number;
  /** Home town, for venues; null for players and online teams. */
  town: string | null;
}

export interface Tournament {
  feed: FeedTournament;
  number: number;
  sport: SportDefinition;
  category: FeedCategory;
  competitors: Competitor[];
  outright: boolean;
}

export interface World {
  sports: readonly SportDefinition[];
  categories: FeedCategory[];
  tournaments: Tournament[];
  bySport: ReadonlyMap<SportKey, Tournament[]>;
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function sportOf(key: SportKey): SportDefinition {
  const sport = SPORTS.find((s) => s.key === key);
  if (!sport) throw new Error(`unknown sport ${key}`);
  return sport;
}

export function buildWorld(seed: number): World {
  const categories: FeedCategory[] = [];
  const tournaments: Tournament[] = [];
  const byName = new Map<string, Tournament>();
  let competitorNumber = 1000;

  CATEGORIES.forEach((spec, categoryIndex) => {
    const sport = sportOf(spec.sport);
    const prefix = urnPrefix(sport.provider);
    const category: FeedCategory = {
      urn_id: `${prefix}:category:${categoryIndex + 1}`,
      slug: slugify(`${spec.sport}-${spec.name}`),
      sport_key: spec.sport,
      country_code: spec.country,
      key: spec.key,
      name: spec.name,
      priority: spec.priority,
    };
    categories.push(category);
    for (const t of spec.tournaments) {
      const number = tournaments.length + 1;
      const rng = Rng.of(seed, 'tournament', number);
      let competitors: Competitor[];
      if (t.from) {
        const best = t.from.best;
        competitors = t.from.names.flatMap((name) =>
          [...(byName.get(name)?.competitors ?? [])].sort((a, b) => b.rating - a.rating).slice(0, best),
        );
      } else {
        competitors = [];
        const names = new Set<string>();
        while (competitors.length < t.size) {
          const made = makeCompetitor(rng, spec, t, prefix, competitorNumber);
          if (names.has(made.name)) continue;
          names.add(made.name);
          competitors.push(made);
          competitorNumber++;
        }
      }
      const tournament: Tournament = {
        feed: {
          urn_id: `${prefix}:tournament:${number}`,
          slug: slugify(t.name),
          name: t.name,
          sport_key: spec.sport,
          category_urn_id: category.urn_id,
          priority: t.priority,
        },
        number,
        sport,
        category,
        competitors,
        outright: t.outright ?? false,
      };
      tournaments.push(tournament);
      byName.set(t.name, tournament);
    }
  });

  const bySport = new Map<SportKey, Tournament[]>();
  for (const t of tournaments) bySport.set(t.sport.key, [...(bySport.get(t.sport.key) ?? []), t]);
  return { sports: SPORTS, categories, tournaments, bySport };
}

function makeCompetitor(
  rng: Rng,
  category: CategorySpec,
  tournament: TournamentSpec,
  prefix: string,
  number: number,
): Competitor {
  const urn = `${prefix}:competitor:${number}`;
  const rating = rng.normal() * 0.9;
  if (category.sport === 'tennis') {
    const player = playerName(rng, tournament.women ?? false);
    return {
      urn_id: urn,
      name: player.name,
      abbreviation: abbreviate(player.lastName),
      country_code: player.country,
      rating,
      town: null,
    };
  }
  if (category.sport === 'cs2' || category.sport === 'dota2' || category.sport === 'lol') {
    const name = esportsTeamName(rng);
    return {
      urn_id: urn,
      name,
      abbreviation: abbreviate(name, true),
      country_code: category.country,
      rating,
      town: null,
    };
  }
  const team = teamName(rng, category.sport, category.country);
  return {
    urn_id: urn,
    name: team.name,
    abbreviation: abbreviate(team.town),
    country_code: category.country,
    rating,
    town: team.town,
  };
}
