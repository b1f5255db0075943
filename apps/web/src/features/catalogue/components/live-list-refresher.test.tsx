import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import { MATCH_STATUS } from '@sportsbook/domain/match-status';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATION_GIVE_UP_MS } from '@/shared/routing/navigation-start';
import { LiveListRefresher, REFRESH_DELAY_MS } from './live-list-refresher';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

// The public channel, fed by the test: what the real-time client would deliver.
let deliver: (event: RealtimeEvent) => void = () => {};
vi.mock('@/shared/realtime/use-channel', () => ({
  useChannel: (_channel: string, onEvent: (event: RealtimeEvent) => void) => {
    deliver = onEvent;
  },
}));

const kickOff = (id: number) =>
  act(() => deliver({ type: 'match_status_changed', data: [{ id, status: MATCH_STATUS.live }] }));

function renderLivePage() {
  render(
    <>
      <LiveListRefresher locale="en" shownIds={[1, 2]} />
      <a href="/en/tennis">Tennis</a>
    </>,
  );
}

// A link click that next/link would take over: the test keeps jsdom from following it.
const clickLink = (name: string) => {
  const link = screen.getByRole('link', { name });
  link.addEventListener('click', (event) => event.preventDefault(), { once: true });
  fireEvent.click(link);
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  refresh.mockReset();
});

describe('LiveListRefresher', () => {
  it('fetches the list again once after a burst of kick-offs of matches it does not show', () => {
    renderLivePage();
    kickOff(1);
    act(() => vi.advanceTimersByTime(REFRESH_DELAY_MS));
    expect(refresh).not.toHaveBeenCalled();
    kickOff(3);
    kickOff(4);
    act(() => vi.advanceTimersByTime(REFRESH_DELAY_MS));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh while the player is leaving the page, and again once that page change is given up', () => {
    renderLivePage();
    kickOff(3);
    clickLink('Tennis');
    act(() => vi.advanceTimersByTime(REFRESH_DELAY_MS));
    kickOff(4);
    act(() => vi.advanceTimersByTime(REFRESH_DELAY_MS));
    expect(refresh).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(NAVIGATION_GIVE_UP_MS));
    kickOff(5);
    act(() => vi.advanceTimersByTime(REFRESH_DELAY_MS));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
