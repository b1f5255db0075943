import { MATCH_STATUS } from '@sportsbook/domain/match-status';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyLiveState } from '@/features/catalogue/live/live-state';
import { useLiveStore } from '@/features/catalogue/live/live-store';
import { LiveBlockBody } from './live-block-body';

type Seeded = Parameters<ReturnType<typeof useLiveStore.getState>['seedMatch']>[0];
const match = (id: number, status: number): Seeded => ({
  id,
  status,
  provider: 'betradar',
  statistics: {
    clock: null,
    phase: 'in_play',
    period_number: 1,
    total_score: { home: 0, away: 0 },
    game_score: null,
    period_score: [],
    current_server: null,
    max_period_number: 2,
  },
});

/** The store as real-time events leave it: each match in the status given. */
async function statuses(entries: [number, number][]) {
  await act(async () => {
    for (const [id, status] of entries) useLiveStore.getState().seedMatch(match(id, status));
    await vi.waitFor(() => expect(useLiveStore.getState().matches[entries[0]?.[0] ?? 0]).toBeDefined());
  });
}

// jsdom lays nothing out: a box reports the height the test gives it.
let height = 240;
const observers: ResizeObserverCallback[] = [];
vi.stubGlobal(
  'ResizeObserver',
  class {
    constructor(private readonly callback: ResizeObserverCallback) {
      observers.push(callback);
    }
    observe() {
      this.callback([], this as unknown as ResizeObserver);
    }
    disconnect() {}
  },
);
vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);

afterEach(() => useLiveStore.setState(emptyLiveState));

function renderBlock() {
  return render(
    <LiveBlockBody matchIds={[1, 2]} empty={<p>No live matches right now.</p>}>
      <ul>
        <li>Lions – Tigers</li>
        <li>Hawks – Owls</li>
      </ul>
    </LiveBlockBody>,
  );
}

describe('LiveBlockBody', () => {
  it('keeps the list while one match is still live', async () => {
    renderBlock();
    await statuses([
      [1, MATCH_STATUS.finished],
      [2, MATCH_STATUS.live],
    ]);
    expect(screen.getByText('Lions – Tigers')).toBeInTheDocument();
    expect(screen.queryByText('No live matches right now.')).toBeNull();
  });

  it('says no match is live once the last one ended, in the height the list had', async () => {
    renderBlock();
    expect(screen.getByTestId('live-block-body')).toHaveStyle({ minHeight: '240px' });
    // The rows leaving make the list shorter; the block keeps its height.
    height = 20;
    for (const callback of observers) callback([], {} as ResizeObserver);
    await statuses([
      [1, MATCH_STATUS.finished],
      [2, MATCH_STATUS.closed],
    ]);
    expect(screen.getByText('No live matches right now.')).toBeInTheDocument();
    expect(screen.queryByText('Lions – Tigers')).toBeNull();
    expect(screen.getByTestId('live-block-body')).toHaveStyle({ minHeight: '240px' });
  });
});
