import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '@/testing/render';
import { AlertRegion } from './alert-region';
import { ALERT_AUTO_CLOSE_MS, alertStore, showAlert } from './alert-store';
import { OfflineAlert } from './offline-alert';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.useRealTimers();
  setOnline(true);
  for (const alert of alertStore.getState().alerts) alertStore.dismiss(alert.id);
});

describe('the global alert', () => {
  it('shows one alert at a time and closes it after 5000 ms', () => {
    vi.useFakeTimers();
    renderInShell(<AlertRegion />);
    act(() => {
      showAlert('danger', 'Your favourite could not be saved.');
      showAlert('success', 'Your limit is set.');
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Your limit is set.');
    act(() => vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Your limit is set.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows the offline alert while the browser is offline and closes it when back online', () => {
    vi.useFakeTimers();
    renderInShell(
      <>
        <AlertRegion />
        <OfflineAlert />
      </>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    setOnline(false);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No internet connection');
    expect(alert).toHaveTextContent('You are offline.');
    // It stays for as long as the browser is offline.
    act(() => vi.advanceTimersByTime(ALERT_AUTO_CLOSE_MS * 3));
    expect(screen.getByRole('alert')).toHaveTextContent('No internet connection');
    setOnline(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the offline alert at once when the page opens offline', () => {
    setOnline(false);
    renderInShell(
      <>
        <AlertRegion />
        <OfflineAlert />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No internet connection');
  });
});
