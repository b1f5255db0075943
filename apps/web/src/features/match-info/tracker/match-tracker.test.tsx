import type { Incident } from '@sportsbook/contracts/match-info';
import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '@/testing/render';
import { MatchTracker } from './match-tracker';

// The match channel, as the tracker listens to it: each test delivers the publications itself.
const channels = vi.hoisted(() => new Map<string, (event: RealtimeEvent) => void>());
vi.mock('@/shared/realtime/use-channel', () => ({
  useChannel: (channel: string | null, onEvent: (event: RealtimeEvent) => void) => {
    if (channel) channels.set(channel, onEvent);
  },
}));

const incident = (seq: number, patch: Partial<Incident> = {}): Incident => ({
  seq,
  kind: 'attack',
  side: 'home',
  period: 1,
  match_time: seq * 60,
  points: 0,
  score: { home: 0, away: 0 },
  server: null,
  at: new Date(Date.UTC(2026, 5, 1, 18, seq)).toISOString(),
  ...patch,
});

const deliver = (matchId: number, incidents: Incident[]) =>
  act(() =>
    channels.get(`match:${matchId}`)?.({ type: 'match_incidents', data: { match_id: matchId, incidents } }),
  );

beforeEach(() => channels.clear());

describe('MatchTracker', () => {
  it('says what the strip shows: the last incident, who has the ball, the danger and the score', () => {
    renderInShell(
      <MatchTracker
        matchId={7}
        home="Rovers"
        away="United"
        initial={[incident(10), incident(11, { kind: 'dangerous_attack', side: 'away' })]}
      />,
    );
    expect(screen.getByTestId('tracker-last')).toHaveTextContent('12′ Dangerous attack – United');
    expect(screen.getByText(/Possession: United/)).toHaveTextContent('Danger');
    expect(screen.getByTestId('tracker-score')).toHaveTextContent('Rovers0:0United');
    const events = within(screen.getByRole('list', { name: 'Match events' })).getAllByRole('listitem');
    expect(events.map((e) => e.textContent)).toEqual([
      '12′ Dangerous attack – United',
      '11′ Attack – Rovers',
    ]);
  });

  it('adds incidents as they arrive live, once each, and ignores other matches', () => {
    renderInShell(<MatchTracker matchId={7} home="Rovers" away="United" initial={[incident(3)]} />);
    deliver(7, [
      incident(4, { kind: 'shot' }),
      incident(5, { kind: 'goal', points: 1, score: { home: 1, away: 0 } }),
    ]);
    expect(screen.getByTestId('tracker-last')).toHaveTextContent('6′ Goal – Rovers');
    expect(screen.getByTestId('tracker-score')).toHaveTextContent('1:0');
    // A replayed publication and another match's incidents change nothing.
    deliver(7, [incident(4, { kind: 'shot' })]);
    deliver(8, [incident(9, { kind: 'red_card', side: 'away' })]);
    const events = within(screen.getByRole('list', { name: 'Match events' })).getAllByRole('listitem');
    expect(events.map((e) => e.textContent)).toEqual([
      '6′ Goal – Rovers (1:0)',
      '5′ Shot – Rovers',
      '4′ Attack – Rovers',
    ]);
    expect(screen.getByTestId('match-tracker').querySelector('[data-kind]')).toHaveAttribute(
      'data-kind',
      'goal',
    );
  });

  it('shows tennis points with the server and no minute', () => {
    renderInShell(
      <MatchTracker
        matchId={9}
        home="Ana"
        away="Bea"
        initial={[incident(0, { kind: 'point', side: 'away', match_time: null, server: 'home' })]}
      />,
    );
    expect(screen.getByTestId('tracker-last')).toHaveTextContent(/^Point – Bea$/);
    expect(screen.getByText('Serving: Ana', { exact: false })).toBeInTheDocument();
  });

  it('waits for the first action before kick-off', () => {
    renderInShell(<MatchTracker matchId={7} home="Rovers" away="United" initial={[]} />);
    expect(screen.getByTestId('tracker-last')).toHaveTextContent('Waiting for the first action');
    expect(screen.queryByRole('list')).toBeNull();
    deliver(7, [incident(0)]);
    expect(screen.getByTestId('tracker-last')).toHaveTextContent('1′ Attack – Rovers');
  });
});
