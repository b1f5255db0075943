import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceNavigationStart } from '@/shared/routing/navigation-start';
import { NavigationProgress, PROGRESS_DELAY_MS } from './navigation-progress';

const location = { pathname: '/en', query: '' };
vi.mock('next/navigation', () => ({
  usePathname: () => location.pathname,
  useSearchParams: () => new URLSearchParams(location.query),
}));

/** The page: the bar and the links a player clicks, rendered again as it is when a new path lands. */
const page = () => (
  <>
    <NavigationProgress label="Loading page" />
    <a href="/en/live">Live</a>
    <a href="#main">Skip</a>
    <a href="/en/live" target="_blank" rel="noopener">
      New tab
    </a>
  </>
);

function renderPage() {
  const view = render(page());
  const land = (pathname: string) => {
    location.pathname = pathname;
    view.rerender(page());
  };
  return { land };
}

// A link click that next/link would take over: the test keeps jsdom from following it.
const click = (name: string) => {
  const link = screen.getByRole('link', { name });
  link.addEventListener('click', (event) => event.preventDefault(), { once: true });
  fireEvent.click(link);
};

beforeEach(() => {
  vi.useFakeTimers();
  location.pathname = '/en';
});
afterEach(() => vi.useRealTimers());

describe('NavigationProgress', () => {
  it('shows a progress bar only once a page change takes longer than the delay, until the page lands', () => {
    const { land } = renderPage();
    click('Live');
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS - 50));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    land('/en/live');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows nothing for a page that lands within the delay', () => {
    const { land } = renderPage();
    click('Live');
    act(() => vi.advanceTimersByTime(100));
    land('/en/live');
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS * 2));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('ignores jumps within the page and links that open a new tab', () => {
    renderPage();
    click('Skip');
    click('New tab');
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS * 2));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('hears a page change started in code (a search result chosen with the keyboard)', () => {
    renderPage();
    act(() => announceNavigationStart());
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS + 10));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });
});
