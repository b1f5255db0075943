import { MATCH_STATUS } from '@sportsbook/domain/match-status';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyLiveState } from '@/features/catalogue/live/live-state';
import { useLiveStore } from '@/features/catalogue/live/live-store';
import { CatalogueSection } from './catalogue-section';
import { LiveCount } from './live-count';

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
    // The store applies what arrives in batches: wait until it holds every status given.
    await vi.waitFor(() => {
      for (const [id, status] of entries) expect(useLiveStore.getState().matches[id]?.status).toBe(status);
    });
  });
}

afterEach(() => useLiveStore.setState(emptyLiveState));

/** The live block as the home page renders it: three live matches by the server's count, two of them shown. */
function renderLiveBlock() {
  render(
    <CatalogueSection id="block-live" title="Live now" count={<LiveCount total={3} matchIds={[1, 2]} />}>
      <p>the list</p>
    </CatalogueSection>,
  );
  return () => screen.getByRole('heading', { level: 2 });
}

describe('LiveCount', () => {
  it("shows the server's count while the shown matches are live", async () => {
    const heading = renderLiveBlock();
    await statuses([
      [1, MATCH_STATUS.live],
      [2, MATCH_STATUS.live],
    ]);
    expect(heading()).toHaveAccessibleName('Live now3');
  });

  it('counts down as shown matches end', async () => {
    const heading = renderLiveBlock();
    await statuses([[1, MATCH_STATUS.finished]]);
    expect(heading()).toHaveAccessibleName('Live now2');
    await statuses([[2, MATCH_STATUS.closed]]);
    expect(heading()).toHaveAccessibleName('Live now1');
  });

  it('shows no count once none is live', async () => {
    render(
      <CatalogueSection id="block-live" title="Live now" count={<LiveCount total={1} matchIds={[5]} />}>
        <p>the list</p>
      </CatalogueSection>,
    );
    await statuses([[5, MATCH_STATUS.finished]]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveAccessibleName('Live now');
    expect(screen.getByRole('heading', { level: 2 }).querySelector('span')).toBeNull();
  });
});
