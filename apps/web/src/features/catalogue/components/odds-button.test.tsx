import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain/match-status';
import { selectionKey } from '@sportsbook/domain/selection-key';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ODDS_CHANGE_MARK_MS } from '@/features/catalogue/live/odds-direction';
import type { OutcomeSelection } from '@/shared/betting/outcome-selection';
import { useOutcomeSelection } from '@/shared/betting/outcome-selection';
import { setOddsType } from '@/shared/odds/use-odds-type';
import { renderInShell } from '@/testing/render';
import { OddsButton, type OddsButtonProps } from './odds-button';

const match = { id: 7, name: 'Home – Away', status: MATCH_STATUS.prematch, provider: 'betradar' as const };
const market = { id: 3, specifier: '', status: MARKET_STATUS.active, name: '1x2' };
const outcome = { id: '1', name: 'Home', odds: 2500, active: true };

function renderButton(props: Partial<OddsButtonProps> = {}) {
  return renderInShell(
    <OddsButton
      match={match}
      market={market}
      outcome={outcome}
      marketStatus={MARKET_STATUS.active}
      providerDown={false}
      {...props}
    />,
  );
}

afterEach(() => {
  vi.useRealTimers();
  useOutcomeSelection.setState({ selected: new Set(), handler: null });
  setOddsType('european');
});

describe('OddsButton', () => {
  it('shows the outcome and its price in the chosen odds format', () => {
    renderButton();
    expect(screen.getByRole('button', { name: /Home/ })).toHaveTextContent('2.50');
    act(() => setOddsType('british'));
    expect(screen.getByRole('button', { name: /Home/ })).toHaveTextContent('6/4');
  });

  it('hands the slip a complete selection at the live price and shows it picked', async () => {
    const picks: OutcomeSelection[] = [];
    useOutcomeSelection.setState({
      handler: (selection) => {
        picks.push(selection);
        useOutcomeSelection.setState({ selected: new Set([selectionKey(selection)]) });
      },
    });
    renderButton({ live: { odds: 2600, active: true, direction: null, changedAt: undefined } });
    const button = screen.getByRole('button', { name: /Home/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(button);
    expect(picks).toEqual([
      {
        matchId: 7,
        marketId: 3,
        specifier: '',
        outcomeId: '1',
        odds: 2600,
        provider: 'betradar',
        matchStatus: MATCH_STATUS.prematch,
        matchName: 'Home – Away',
        marketName: '1x2',
        outcomeName: 'Home',
      },
    ]);
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes no pick while the market is suspended or the provider is down', () => {
    const { rerender } = renderButton({ marketStatus: MARKET_STATUS.suspended });
    expect(screen.getByRole('button', { name: /Home/ })).toBeDisabled();
    rerender(
      <OddsButton
        match={match}
        market={market}
        outcome={outcome}
        marketStatus={MARKET_STATUS.active}
        providerDown
      />,
    );
    expect(screen.getByRole('button', { name: /Home/ })).toBeDisabled();
  });

  it('says an outcome is not available instead of showing a price', () => {
    renderButton({ live: { odds: 2500, active: false, direction: null, changedAt: undefined } });
    const button = screen.getByRole('button', { name: /Home/ });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Not available');
    expect(button).not.toHaveTextContent('2.50');
  });

  it('marks a price that rose, tells screen readers, and drops the mark after its time', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    renderButton({ live: { odds: 2700, active: true, direction: 'up', changedAt: 1_000_000 } });
    const button = screen.getByRole('button', { name: /Home/ });
    expect(button).toHaveAttribute('data-odds-direction', 'up');
    expect(button).toHaveTextContent('Odds rose');
    act(() => vi.advanceTimersByTime(ODDS_CHANGE_MARK_MS + 1));
    expect(button).not.toHaveAttribute('data-odds-direction');
    expect(button).not.toHaveTextContent('Odds rose');
  });

  it('a picked price is filled, not marked as moved; a move marks it for about 1.5 s only', () => {
    vi.useFakeTimers({ now: 2_000_000 });
    useOutcomeSelection.setState({
      selected: new Set([selectionKey({ matchId: 7, marketId: 3, specifier: '', outcomeId: '1' })]),
    });
    const { rerender } = renderButton();
    const button = screen.getByRole('button', { name: /Home/ });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).not.toHaveAttribute('data-odds-direction');
    expect(button).not.toHaveTextContent('Odds rose');
    rerender(
      <OddsButton
        match={match}
        market={market}
        outcome={outcome}
        live={{ odds: 2700, active: true, direction: 'up', changedAt: 2_000_000 }}
        marketStatus={MARKET_STATUS.active}
        providerDown={false}
      />,
    );
    expect(button).toHaveAttribute('data-odds-direction', 'up');
    act(() => vi.advanceTimersByTime(1_400));
    expect(button).toHaveAttribute('data-odds-direction', 'up');
    act(() => vi.advanceTimersByTime(200));
    expect(button).not.toHaveAttribute('data-odds-direction');
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows no direction on a suspended market, where the price cannot be taken', () => {
    renderButton({
      marketStatus: MARKET_STATUS.suspended,
      live: { odds: 2200, active: true, direction: 'down', changedAt: Date.now() },
    });
    expect(screen.getByRole('button', { name: /Home/ })).not.toHaveAttribute('data-odds-direction');
  });
});
