/**
 * Dota 2 and League of Legends, best of three maps. Each map's winner is drawn first from the strengths; kills
 * then come as a Poisson process tilted towards the eventual winner. Live prices are that model's exact
 * posterior: after a kill lead d the home side wins the map with odds multiplied by ratio^d.
 */

import type { FinalScore } from '../../adapter';
import type { Side } from '../../types';
import type { Rng } from '../prng';
import type { MarketQuote, MatchScript, Segment, SportEngine } from './engine';
import {
  closeMap,
  type EsportsState,
  imposeSeries,
  mapInPlay,
  seriesOutlook,
  seriesQuotes,
  seriesResults,
  seriesView,
  seriesWinner,
} from './esports-series';

export interface MobaParams {
  fresh: number;
}

interface MobaGame {
  /** Kills per minute, both sides together. */
  killRate: number;
  /** Map length in minutes: mean and spread, and bounds. */
  minutes: readonly [number, number, number, number];
  typical: readonly [number, number];
}

/** The map winner takes this share of the kills. */
const WINNER_SHARE = 0.6;
const KILL_RATIO = WINNER_SHARE / (1 - WINNER_SHARE);

export function mapPosterior(prior: number, home: number, away: number): number {
  const weight = KILL_RATIO ** (home - away);
  return (prior * weight) / (prior * weight + (1 - prior));
}

function moba(game: MobaGame): SportEngine<MobaParams, EsportsState> {
  return {
    clock: 'up',
    maxPeriods: 3,

    params(home, away) {
      return { fresh: Math.min(0.8, Math.max(0.2, 0.5 + 0.08 * (home - away))) };
    },

    script(params, rng: Rng): MatchScript<EsportsState> {
      const state: EsportsState = { maps: [] };
      const events: MatchScript<EsportsState>['events'] = [];
      const segments: Segment[] = [];
      const dangers: number[] = [];
      let at = 0;
      while (!seriesWinner(state)) {
        const [mean, spread, low, high] = game.minutes;
        const length = Math.round(Math.min(high, Math.max(low, mean + spread * rng.normal())) * 60);
        const winner: Side = rng.chance(params.fresh) ? 'home' : 'away';
        const loser: Side = winner === 'home' ? 'away' : 'home';
        state.maps.push({ home: 0, away: 0, winner: null });
        const index = state.maps.length - 1;
        const kills = Array.from({ length: rng.poisson((game.killRate * length) / 60) }, () => ({
          at: at + 1 + Math.floor(rng.next() * (length - 2)),
          side: rng.chance(WINNER_SHARE) ? winner : loser,
        })).sort((a, b) => a.at - b.at);
        const snapshot = () => ({ maps: state.maps.map((m) => ({ ...m })) });
        for (const kill of kills) {
          const map = state.maps[index];
          if (map) map[kill.side]++;
          events.push({ at: kill.at, state: snapshot() });
        }
        const map = state.maps[index];
        if (map) map.winner = winner;
        events.push({ at: at + length, state: snapshot() });
        dangers.push(at + length);
        at = closeMap(state, segments, at, at + length + 1);
      }
      return { segments, events, dangers, end: at };
    },

    initial() {
      return { maps: [] };
    },

    quote(params, state, progress): MarketQuote[] {
      const playing = mapInPlay(state, progress);
      const current = playing ? mapPosterior(params.fresh, playing.home, playing.away) : null;
      return seriesQuotes(seriesOutlook(state, current, params.fresh));
    },

    settle(_params, state) {
      return seriesResults(state);
    },

    view(state, progress) {
      return seriesView(state, progress.started);
    },

    impose(_params, state, _progress, final: FinalScore) {
      return imposeSeries(state, final, game.typical);
    },
  };
}

export const dota2 = moba({ killRate: 1.6, minutes: [36, 6, 22, 55], typical: [34, 21] });
export const leagueOfLegends = moba({ killRate: 0.9, minutes: [31, 5, 20, 45], typical: [19, 11] });
