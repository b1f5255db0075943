/**
 * Market types the feed knows, numbered in the spirit of the industry's common numbering, with their groups,
 * display priority and outcome ids. English name templates and translations live in ../i18n.
 */

export const MARKET_TYPE_IDS = [
  1, 10, 11, 16, 18, 19, 20, 26, 29, 41, 60, 68, 83, 90, 406, 445, 446, 219, 223, 225, 235, 236, 186, 187,
  189, 199, 202, 204, 340, 605, 327, 328, 330, 331, 534,
] as const;

export type MarketTypeId = (typeof MARKET_TYPE_IDS)[number];

export const MARKET_GROUP_KEYS = [
  'all',
  'main',
  'totals',
  'handicap',
  'goals',
  'halves',
  'periods',
  'quarters',
  'sets',
  'games',
  'maps',
  'innings',
  'correct_score',
  'outright',
] as const;

export type MarketGroupKey = (typeof MARKET_GROUP_KEYS)[number];

export interface MarketTypeInfo {
  groups: readonly MarketGroupKey[];
  /** Higher comes first, like every priority the feed publishes (sports, categories, tournaments). */
  priority: number;
}

/** Market priorities count down from here: the table below is written as ranks (1 = the main market). */
const TOP_PRIORITY = 100;

/** A market type at a rank (lower comes first: the sport's main market is 1) in the given groups. */
const info = (rank: number, ...groups: MarketGroupKey[]): MarketTypeInfo => ({
  priority: TOP_PRIORITY - rank,
  groups: ['all', ...groups],
});

export const MARKET_TYPES: Readonly<Record<MarketTypeId, MarketTypeInfo>> = {
  1: info(1, 'main'),
  10: info(3, 'main'),
  11: info(4, 'main'),
  16: info(6, 'handicap'),
  18: info(2, 'main', 'totals', 'goals'),
  19: info(10, 'totals', 'goals'),
  20: info(11, 'totals', 'goals'),
  26: info(14, 'goals'),
  29: info(5, 'main', 'goals'),
  41: info(13, 'correct_score'),
  60: info(20, 'halves'),
  68: info(21, 'halves', 'totals'),
  83: info(22, 'halves'),
  90: info(23, 'halves', 'totals'),
  406: info(3, 'main'),
  445: info(20, 'periods'),
  446: info(21, 'periods', 'totals'),
  219: info(1, 'main'),
  223: info(2, 'main', 'handicap'),
  225: info(3, 'main', 'totals'),
  235: info(20, 'quarters'),
  236: info(21, 'quarters', 'totals'),
  186: info(1, 'main'),
  187: info(3, 'games', 'handicap'),
  189: info(4, 'games', 'totals'),
  199: info(2, 'main', 'correct_score'),
  202: info(10, 'sets'),
  204: info(11, 'sets', 'games'),
  340: info(1, 'main'),
  605: info(2, 'main', 'innings', 'totals'),
  327: info(3, 'main', 'handicap'),
  328: info(4, 'totals'),
  330: info(10, 'maps'),
  331: info(11, 'maps', 'totals'),
  534: info(1, 'outright'),
};

export function isMarketTypeId(value: number): value is MarketTypeId {
  return (MARKET_TYPE_IDS as readonly number[]).includes(value);
}

/** Outcome ids shared across market types (this numbering gives each outcome meaning its own id). */
export const OUTCOME = {
  home: '1',
  draw: '2',
  away: '3',
  homeWinner: '4',
  awayWinner: '5',
  homeOrDraw: '9',
  homeOrAway: '10',
  drawOrAway: '11',
  over: '12',
  under: '13',
  odd: '70',
  even: '72',
  yes: '74',
  no: '76',
  homeHandicap: '1714',
  awayHandicap: '1715',
  otherScore: 'other',
} as const;

/** Translatable outcome name templates; scores ('2:1') and competitor outcomes need none. */
export const OUTCOME_TEMPLATE_KEYS = [
  'draw',
  'home_or_draw',
  'home_or_away',
  'draw_or_away',
  'over',
  'under',
  'yes',
  'no',
  'odd',
  'even',
  'other',
] as const;

export type OutcomeTemplateKey = (typeof OUTCOME_TEMPLATE_KEYS)[number];

/** How an outcome id is named: a translatable template, a side, or literal text (a score, a competitor). */
export type OutcomeNaming =
  | { template: OutcomeTemplateKey }
  | { side: 'home' | 'away' }
  | { handicap: 'home' | 'away' };

export function outcomeNaming(outcomeId: string): OutcomeNaming | null {
  switch (outcomeId) {
    case OUTCOME.home:
    case OUTCOME.homeWinner:
      return { side: 'home' };
    case OUTCOME.away:
    case OUTCOME.awayWinner:
      return { side: 'away' };
    case OUTCOME.homeHandicap:
      return { handicap: 'home' };
    case OUTCOME.awayHandicap:
      return { handicap: 'away' };
    case OUTCOME.draw:
      return { template: 'draw' };
    case OUTCOME.homeOrDraw:
      return { template: 'home_or_draw' };
    case OUTCOME.homeOrAway:
      return { template: 'home_or_away' };
    case OUTCOME.drawOrAway:
      return { template: 'draw_or_away' };
    case OUTCOME.over:
      return { template: 'over' };
    case OUTCOME.under:
      return { template: 'under' };
    case OUTCOME.odd:
      return { template: 'odd' };
    case OUTCOME.even:
      return { template: 'even' };
    case OUTCOME.yes:
      return { template: 'yes' };
    case OUTCOME.no:
      return { template: 'no' };
    case OUTCOME.otherScore:
      return { template: 'other' };
    default:
      return null;
  }
}
