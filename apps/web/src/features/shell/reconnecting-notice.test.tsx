import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain/match-status';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OddsButton } from '@/features/catalogue/components/odds-button';
import { RECONNECT_NOTICE_MS } from '@/shared/realtime/connection-health';
import { connectionHealth } from '@/shared/realtime/use-connection-health';
import { renderInShell } from '@/testing/render';
import { ReconnectingNotice } from './reconnecting-notice';

function renderPage() {
  return renderInShell(
    <>
      <ReconnectingNotice />
      <OddsButton
        match={{ id: 7, name: 'Home – Away', status: MATCH_STATUS.live, provider: 'betradar' }}
        market={{ id: 3, specifier: '', status: MARKET_STATUS.active, name: '1x2' }}
        outcome={{ id: '1', name: 'Home', odds: 2500, active: true }}
        marketStatus={MARKET_STATUS.active}
        providerDown={false}
      />
    </>,
  );
}

afterEach(() => {
  // Back to live for the next test: the health is the tab's one instance.
  act(() => {
    connectionHealth.connectionRestored();
    connectionHealth.allSubscribed();
    connectionHealth.refetchDone();
  });
  vi.useRealTimers();
});

describe('ReconnectingNotice and the odds buttons', () => {
  it('say nothing and keep prices bettable through a blip shorter than the grace', () => {
    vi.useFakeTimers();
    renderPage();
    act(() => connectionHealth.connectionLost());
    act(() => vi.advanceTimersByTime(RECONNECT_NOTICE_MS - 100));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: /Home/ })).toBeEnabled();
    act(() => connectionHealth.connectionRestored());
    act(() => vi.advanceTimersByTime(RECONNECT_NOTICE_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('show "Reconnecting…" after the grace and disable prices with the reason until the channels are back', () => {
    vi.useFakeTimers();
    renderPage();
    act(() => connectionHealth.connectionLost());
    act(() => vi.advanceTimersByTime(RECONNECT_NOTICE_MS));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Reconnecting…');
    expect(status).toHaveAttribute('aria-live', 'polite');
    const button = screen.getByRole('button', { name: /Home.*Prices are updating after a lost connection/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'Prices are updating after a lost connection');

    // Connected again, channels still subscribing: still not bettable.
    act(() => connectionHealth.connectionRestored());
    expect(screen.getByRole('button', { name: /Home/ })).toBeDisabled();
    act(() => {
      connectionHealth.channelResubscribed(true);
      connectionHealth.allSubscribed();
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Home2.50' })).toBeEnabled();
  });
});
