import { MATCH_STATUS } from '@sportsbook/domain/match-status';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyLiveState } from '@/features/catalogue/live/live-state';
import { useLiveStore } from '@/features/catalogue/live/live-store';
import { CatalogueSection } from './catalogue-section';
import { LiveCount } from './live-count';
import { setLiveStatuses } from './live-statuses';

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
    await setLiveStatuses([
      [1, MATCH_STATUS.live],
      [2, MATCH_STATUS.live],
    ]);
    expect(heading()).toHaveAccessibleName('Live now3');
  });

  it('counts down as shown matches end', async () => {
    const heading = renderLiveBlock();
    await setLiveStatuses([[1, MATCH_STATUS.finished]]);
    expect(heading()).toHaveAccessibleName('Live now2');
    await setLiveStatuses([[2, MATCH_STATUS.closed]]);
    expect(heading()).toHaveAccessibleName('Live now1');
  });

  it('shows no count once none is live', async () => {
    render(
      <CatalogueSection id="block-live" title="Live now" count={<LiveCount total={1} matchIds={[5]} />}>
        <p>the list</p>
      </CatalogueSection>,
    );
    await setLiveStatuses([[5, MATCH_STATUS.finished]]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveAccessibleName('Live now');
    expect(screen.getByRole('heading', { level: 2 }).querySelector('span')).toBeNull();
  });
});
