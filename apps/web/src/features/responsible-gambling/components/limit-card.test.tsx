import type { Limit } from '@sportsbook/contracts/limits';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limitCards } from '@/features/responsible-gambling/limit-cards';
import { renderInShell } from '@/testing/render';
import { LimitCard } from './limit-card';

const base: Limit = {
  id: 1,
  type: 'deposit',
  status: 'active',
  in_force: true,
  period: 'day',
  currency: 'EUR',
  value: 2_000,
  unit: 'minor',
  used: 500,
  effective_at: null,
  ends_at: null,
  replaces_id: null,
  created_at: '2031-03-01T10:00:00.000Z',
};

function renderCard(limits: Limit[], coolingSeconds = 86_400) {
  const actions = {
    change: vi.fn(async () => {}),
    confirm: vi.fn(async () => {}),
    remove: vi.fn(async () => {}),
  };
  const [card] = limitCards(limits);
  if (!card) throw new Error('no card');
  renderInShell(
    <ul>
      <LimitCard card={card} coolingSeconds={coolingSeconds} actions={actions} busy={false} />
    </ul>,
  );
  return { actions, card: screen.getByRole('listitem') };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('LimitCard', () => {
  it('shows the value in force, its use, and the configured cooling period of a looser change', () => {
    const { card } = renderCard([base], 8);
    expect(within(card).getByRole('heading', { name: 'Deposit limit' })).toBeInTheDocument();
    const day = within(card).getByRole('region', { name: 'Per day' });
    expect(day).toHaveTextContent('€20.00');
    expect(day).toHaveTextContent('Used: €5.00 of €20.00');
    expect(card).toHaveTextContent('A looser value, or removing the limit, waits 8 seconds');
  });

  it('shows a waiting looser change beside the value in force, confirmable only once it is due', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2031-03-01T10:00:00Z') });
    const waiting: Limit = {
      ...base,
      id: 2,
      status: 'unconfirmed',
      in_force: false,
      value: 9_000,
      used: null,
      replaces_id: 1,
      effective_at: '2031-03-01T10:00:05.000Z',
    };
    const { card, actions } = renderCard([base, waiting], 5);
    const day = within(card).getByRole('region', { name: 'Per day' });
    expect(day).toHaveTextContent('€20.00');
    expect(day).toHaveTextContent('Waiting change: €90.00');
    expect(day).toHaveTextContent('Can take effect from');
    expect(within(day).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    expect(day).toHaveTextContent('The waiting period is over: confirm to apply it.');
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(within(day).getByRole('button', { name: 'Confirm' }));
    expect(actions.confirm).toHaveBeenCalledWith(waiting);
  });

  it('explains how the session and time types differ from their twins', () => {
    const session: Limit = {
      ...base,
      type: 'session',
      period: null,
      currency: null,
      unit: 'minutes',
      value: 60,
    };
    const { card } = renderCard([session]);
    expect(card).toHaveTextContent('It counts each visit to the whole site');
    expect(card).toHaveTextContent('the stricter one applies');
  });

  it('says nothing about a cooling period on a break, which cannot be loosened', () => {
    const coolingOff: Limit = {
      ...base,
      type: 'coolingoff',
      period: null,
      currency: null,
      unit: 'days',
      value: 3,
      used: null,
      ends_at: '2031-03-04T10:00:00.000Z',
    };
    const { card } = renderCard([coolingOff]);
    expect(card).not.toHaveTextContent('waits');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});
