import type { Notification, NotificationsResponse } from '@sportsbook/contracts/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerPost, apiAnswer, apiServer } from '@/testing/api-server';
import { renderInShell } from '@/testing/render';
import { applyNotificationEvent } from '../live-notifications';
import { NotificationBell } from './notification-bell';

const PLAYER = 5;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const won: Notification = {
  id: '31',
  type: 'bet_won',
  title: 'Bet won',
  caption: 'Bet #12',
  body: 'Your bet #12 won 36.00 EUR.',
  object_type: 'bet',
  object_id: '12',
  read: false,
  created_at: minutesAgo(2),
};
const bonus: Notification = {
  id: '30',
  type: 'bonus_issued',
  title: 'Bonus received',
  caption: 'Promotions',
  body: 'A new bonus is waiting for you in Promotions.',
  object_type: 'bonus',
  object_id: '7',
  read: false,
  created_at: minutesAgo(70),
};
const deposit: Notification = {
  id: '29',
  type: 'deposit_paid',
  title: 'Deposit received',
  caption: 'Payments',
  body: '25.50 EUR was added to your balance.',
  object_type: null,
  object_id: null,
  read: true,
  created_at: minutesAgo(60 * 26),
};

/** The API's answers: the unread count and the newest page, as the server holds them now. */
function answerNotifications(state: { unread: number; items: Notification[] }) {
  const listLocales: string[] = [];
  apiServer.use(
    http.get('/api/sportsbook/notifications/counters', () => apiAnswer({ unread: state.unread })),
    http.get('/api/sportsbook/notifications', ({ request }) => {
      listLocales.push(new URL(request.url).searchParams.get('locale') ?? '');
      const page: NotificationsResponse = {
        data: state.items,
        pagination: { total: state.items.length, page: 1, limit: 20, last_page: 1 },
      };
      return apiAnswer(page);
    }),
  );
  return listLocales;
}

function renderBell() {
  const rendered = renderInShell(<NotificationBell playerId={PLAYER} />);
  return { ...rendered, user: userEvent.setup() };
}

describe('NotificationBell', () => {
  it('names the unread count on the bell and shows it as a badge', async () => {
    answerNotifications({ unread: 3, items: [] });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a panel listing the notifications newest first, with the time since each and their links', async () => {
    const locales = answerNotifications({ unread: 2, items: [won, bonus, deposit] });
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-notification-id'))).toEqual(['31', '30', '29']);
    expect(items[0]).toHaveTextContent('Bet won');
    expect(items[0]).toHaveTextContent('Your bet #12 won 36.00 EUR.');
    expect(items[0]).toHaveTextContent('2 minutes ago');
    expect(items[1]).toHaveTextContent('1 hour ago');
    expect(items[2]).toHaveTextContent('yesterday');
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/en/bets-history#bet-12',
    );
    expect(within(items[1] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/en/promotions');
    expect(within(items[2] as HTMLElement).queryByRole('link')).toBeNull();
    expect(locales).toEqual(['en']);
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    answerNotifications({ unread: 0, items: [deposit] });
    const { user } = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(panel).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks all read: the count clears and the list is read again', async () => {
    const state = { unread: 2, items: [won, bonus] };
    answerNotifications(state);
    const sent = answerPost('/api/sportsbook/notifications/read-all', () => {
      state.unread = 0;
      state.items = state.items.map((item) => ({ ...item, read: true }));
      return apiAnswer({ unread: 0 });
    });
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findAllByText('New');
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(within(panel).queryByText('New')).toBeNull());
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(sent).toEqual([{}]);
  });

  it('marks a notification read when it is opened and closes the panel', async () => {
    answerNotifications({ unread: 2, items: [won, bonus] });
    const sent = answerPost('/api/sportsbook/notifications/read', () => apiAnswer({ unread: 1 }));
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(panel).findByRole('link', { name: /Bonus received/ }));
    await waitFor(() => expect(sent).toEqual([{ ids: ['30'] }]));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows the private channel: the count from unread_counters_changed, the list refetched on notification', async () => {
    const state = { unread: 1, items: [bonus] };
    answerNotifications(state);
    const { user, queryClient } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findByText('Bonus received');
    state.unread = 2;
    state.items = [won, bonus];
    act(() => {
      applyNotificationEvent(queryClient, PLAYER, { type: 'notification', data: won });
      applyNotificationEvent(queryClient, PLAYER, { type: 'unread_counters_changed', data: { unread: 2 } });
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(await within(panel).findByText('Your bet #12 won 36.00 EUR.')).toBeInTheDocument();
    // Another player's events are not this bell's.
    act(() =>
      applyNotificationEvent(queryClient, PLAYER + 1, {
        type: 'unread_counters_changed',
        data: { unread: 9 },
      }),
    );
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });
});
