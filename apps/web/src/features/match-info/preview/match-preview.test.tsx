import type { FormEntry, PastGame, StandingsRow } from '@sportsbook/contracts/match-info';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '@/testing/render';
import { MatchPreview, type MatchPreviewData } from './match-preview';

const rovers = { id: 'sr:competitor:1', name: 'Rovers' };
const united = { id: 'sr:competitor:2', name: 'United' };
const city = { id: 'sr:competitor:3', name: 'City' };

const game = (season: number, round: number, home = rovers, away = united, score = { home: 2, away: 1 }) =>
  ({ season, round, home, away, score }) satisfies PastGame;

const row = (
  position: number,
  team: typeof rovers,
  won: number,
  drawn: number,
  lost: number,
): StandingsRow => ({
  position,
  team,
  played: won + drawn + lost,
  won,
  drawn,
  lost,
  scored: 10,
  conceded: 8,
  points: 3 * won + drawn,
});

const entry = (g: PastGame, venue: 'home' | 'away', result: FormEntry['result']): FormEntry => ({
  game: g,
  venue,
  result,
});

const data: MatchPreviewData = {
  form: {
    home: [
      entry(game(0, 3), 'home', 'W'),
      entry(game(0, 2, city, rovers, { home: 1, away: 1 }), 'away', 'D'),
    ],
    away: [],
  },
  meetings: [game(0, 3), game(-1, 2, united, rovers, { home: 0, away: 3 })],
  rows: [row(1, rovers, 2, 1, 0), row(2, city, 1, 1, 1), row(3, united, 0, 0, 3)],
};

describe('MatchPreview', () => {
  it('shows each team’s form as a captioned table, each result said in words', () => {
    renderInShell(<MatchPreview home={rovers} away={united} data={data} />);
    expect(screen.getByRole('heading', { name: 'Match preview' })).toBeInTheDocument();
    const form = screen.getByRole('table', { name: 'Form, latest first' });
    const roversRow = within(form).getByRole('row', { name: /^Rovers/ });
    expect(
      within(roversRow)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['WWin 2:1 against United', 'DDraw 1:1 against City']);
    expect(within(form).getByRole('row', { name: /^United/ })).toHaveTextContent('No games played yet');
  });

  it('lists the meetings with their season, and the table with the two teams marked', () => {
    renderInShell(<MatchPreview home={rovers} away={united} data={data} />);
    const meetings = within(screen.getByRole('table', { name: 'Head-to-head' }))
      .getAllByRole('row')
      .slice(1);
    expect(meetings.map((r) => r.textContent)).toEqual([
      'This seasonRovers2:1United',
      'Last seasonUnited0:3Rovers',
    ]);
    const table = screen.getByRole('table', { name: 'Table' });
    expect(within(table).getByRole('columnheader', { name: 'Points' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Rovers',
      'City',
      'United',
    ]);
    expect(rows[0]).toHaveTextContent('1Rovers321010:87');
    expect(rows[0]?.className).not.toBe('');
    expect(rows[1]?.className).toBe('');
    expect(rows[2]?.className).not.toBe('');
  });
});
