import { describe, expect, it } from 'vitest';
import { FORM_LENGTH, H2H_LENGTH, matchPreview, type PreviewInput, type PreviewTeam } from './preview';

const team = (n: number): PreviewTeam => ({ id: `sr:competitor:${n}`, name: `Team ${n}` });
const field = Array.from({ length: 20 }, (_, i) => team(1000 + i));
const input = (overrides: Partial<PreviewInput> = {}): PreviewInput => ({
  tournamentId: 'sr:tournament:1',
  sportKey: 'football',
  field,
  home: team(1003),
  away: team(1011),
  ...overrides,
});

describe('matchPreview', () => {
  it('is a pure function of the tournament and its field: the same input gives the same preview', () => {
    expect(matchPreview(input())).toEqual(matchPreview(input()));
    // The field's order does not matter.
    expect(matchPreview(input({ field: [...field].reverse() }))).toEqual(matchPreview(input()));
    // Another tournament plays another season.
    expect(matchPreview(input({ tournamentId: 'sr:tournament:2' }))).not.toEqual(matchPreview(input()));
  });

  it('keeps a table where points are 3 a win and 1 a draw, every game counted on both sides', () => {
    const { standings } = matchPreview(input());
    expect(standings).toHaveLength(field.length);
    expect(standings.map((row) => row.position)).toEqual(field.map((_, i) => i + 1));
    for (const row of standings) {
      expect(row.points).toBe(3 * row.won + row.drawn);
      expect(row.played).toBe(row.won + row.drawn + row.lost);
    }
    const wins = standings.reduce((sum, row) => sum + row.won, 0);
    const losses = standings.reduce((sum, row) => sum + row.lost, 0);
    expect(wins).toBe(losses);
    const scored = standings.reduce((sum, row) => sum + row.scored, 0);
    expect(scored).toBe(standings.reduce((sum, row) => sum + row.conceded, 0));
    const points = standings.map((row) => row.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });

  it("shows each team's latest five results, and the table agrees with every team's games", () => {
    const preview = matchPreview(input());
    for (const side of ['home', 'away'] as const) {
      const form = preview.form[side];
      const teamId = input()[side].id;
      expect(form).toHaveLength(FORM_LENGTH);
      for (const entry of form) {
        const own = entry.venue === 'home' ? entry.game.score.home : entry.game.score.away;
        const other = entry.venue === 'home' ? entry.game.score.away : entry.game.score.home;
        expect(entry.game[entry.venue].id).toBe(teamId);
        expect(entry.result).toBe(own > other ? 'W' : own < other ? 'L' : 'D');
      }
      // Newest first.
      const rounds = form.map((entry) => entry.game.round);
      expect(rounds).toEqual([...rounds].sort((a, b) => b - a));
    }
  });

  it('shows the latest meetings of the two teams, the same games as their form where they overlap', () => {
    const preview = matchPreview(input());
    expect(preview.h2h).toHaveLength(H2H_LENGTH);
    const pair = new Set([input().home.id, input().away.id]);
    for (const game of preview.h2h) {
      expect(pair.has(game.home.id) && pair.has(game.away.id)).toBe(true);
    }
    const order = preview.h2h.map((game) => game.season * 1000 + game.round);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    // A meeting of this season that either form shows carries the same score there.
    const formGames = [...preview.form.home, ...preview.form.away].map((entry) => entry.game);
    for (const game of preview.h2h.filter((g) => g.season === 0)) {
      const same = formGames.find((g) => g.round === game.round && g.home.id === game.home.id);
      if (same) expect(same.score).toEqual(game.score);
    }
  });

  it('finds a meeting of this season in both teams’ form when they have just played each other', () => {
    // The home team's latest game makes a pair whose latest game was their meeting.
    const base = matchPreview(input());
    const pair = base.form.home[0]?.game;
    expect(pair).toBeDefined();
    if (!pair) return;
    const preview = matchPreview(input({ home: pair.home, away: pair.away }));
    expect(preview.h2h[0]).toEqual(pair);
    expect(preview.form.home[0]?.game).toEqual(pair);
    expect(preview.form.away[0]?.game).toEqual(pair);
  });

  it('draws no draws in sports without them', () => {
    for (const sportKey of ['tennis', 'basketball', 'ice-hockey', 'cs2']) {
      const { standings, h2h } = matchPreview(input({ sportKey }));
      expect(
        standings.every((row) => row.drawn === 0),
        sportKey,
      ).toBe(true);
      expect(
        h2h.every((game) => game.score.home !== game.score.away),
        sportKey,
      ).toBe(true);
    }
  });
});
