import { MATCH_STATUS } from '@sportsbook/domain/match-status';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyLiveState } from '@/features/catalogue/live/live-state';
import { useLiveStore } from '@/features/catalogue/live/live-store';
import { LiveBlockBody } from './live-block-body';
import { setLiveStatuses } from './live-statuses';

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
    await setLiveStatuses([
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
    await setLiveStatuses([
      [1, MATCH_STATUS.finished],
      [2, MATCH_STATUS.closed],
    ]);
    expect(screen.getByText('No live matches right now.')).toBeInTheDocument();
    expect(screen.queryByText('Lions – Tigers')).toBeNull();
    expect(screen.getByTestId('live-block-body')).toHaveStyle({ minHeight: '240px' });
  });
});
