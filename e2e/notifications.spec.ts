import type { Page } from '@playwright/test';
import { bound } from './bounds';
import {
  type ApiMatch,
  apiPost,
  expect,
  expectNoAxeViolations,
  feedControl,
  freshPlayer,
  markDocument,
  type OpenMatch,
  type PlacedBet,
  realtimeSubscribed,
  stillSameDocument,
  test,
} from './fixtures';

// Notifications as a player meets them: a fresh player's settled bet rings the header bell live, the panel lists
// it and links to the bet in My bets, and mark all read clears the count. Basketball matches, which no other spec
// bets on or finishes.

/** A prematch basketball match a day ahead with its main market open, from the end of the list. */
async function upcomingBasketball(page: Page): Promise<OpenMatch> {
  const from = new Date(Date.now() + 24 * 3600_000).toISOString();
  let match: OpenMatch | undefined;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(
          `/api/sportsbook/matches?match_status=0&type=match&sport_key=basketball&start_from=${encodeURIComponent(from)}&limit=100`,
        );
        const matches = answer.ok() ? ((await answer.json()) as { data: ApiMatch[] }).data : [];
        match = matches
          .filter((m): m is OpenMatch => m.main_market?.outcomes.every((o) => o.active) ?? false)
          .at(-1);
        return match !== undefined;
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  if (!match) throw new Error('no basketball match');
  return match;
}

const bell = (page: Page) => page.getByRole('banner').getByTestId('notification-bell');

/** The player's unread count as the API answers it (sign-up and deposit campaigns may have notified bonuses). */
async function unreadNow(page: Page): Promise<number> {
  const answer = await page.request.get('/api/sportsbook/notifications/counters?unread');
  return ((await answer.json()) as { unread: number }).unread;
}

const bellName = (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`);

test('a settled bet rings the bell live, the panel links to it, and mark all read clears the count', async ({
  page,
}) => {
  test.setTimeout(bound(150_000));
  await freshPlayer(page, 'notifications');
  const deposit = (await apiPost(page.request, '/api/platform/payments/deposits', {
    amount: 5_000,
    currency: 'EUR',
    method: 'card',
  })) as { result: string };
  expect(deposit.result).toBe('success');

  const before = await unreadNow(page);
  // The deposit notified at least itself.
  expect(before).toBeGreaterThanOrEqual(1);
  await page.goto('/en');
  await expect(bell(page)).toHaveAccessibleName(bellName(before));
  await markDocument(page);
  await realtimeSubscribed(page, 'private:');

  const match = await upcomingBasketball(page);
  const [outcome] = match.main_market.outcomes;
  if (!outcome) throw new Error('no outcome');
  const [bet] = (await apiPost(page.request, '/api/sportsbook/v3/bets', {
    bets: [
      {
        type: 'single',
        stake: { value: 1_000, currency: 'EUR' },
        selections: [
          {
            match_id: match.id,
            market_id: match.main_market.id,
            specifier: match.main_market.specifier,
            outcome_id: outcome.id,
            odds: outcome.odds,
          },
        ],
      },
    ],
  })) as PlacedBet[];
  if (!bet) throw new Error('no bet placed');
  await feedControl(page.request, `/matches/${match.id}/start`, {});
  await feedControl(page.request, `/matches/${match.id}/finish`, { home: 88, away: 80 });

  // The settlement's notification arrives on the private channel: no reload.
  await expect(bell(page)).toHaveAccessibleName(bellName(before + 1), { timeout: 30_000 });
  expect(await stillSameDocument(page)).toBe(true);

  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const settled = panel.getByRole('listitem').first();
  await expect(settled).toContainText(/Bet (won|lost|void)/);
  await expect(settled).toContainText(`Bet #${bet.betId}`);
  await expect(panel.getByText('50.00 EUR was added to your balance.')).toBeVisible();
  await expectNoAxeViolations(page, { include: '[data-testid="notifications-panel"]' });

  // Escape closes the panel and the bell has focus again.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(page)).toBeFocused();

  // Opening the notification shows the bet in My bets and reads it.
  await bell(page).click();
  await panel.getByRole('link', { name: new RegExp(`Bet #${bet.betId}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/en/bets-history#bet-${bet.betId}$`));
  const card = page.locator(`main article[data-bet-id="${bet.betId}"]`);
  await expect(card).toBeInViewport();
  await expect(card).toHaveAttribute('data-status', 'done');
  await expect(bell(page)).toHaveAccessibleName(bellName(before));

  await bell(page).click();
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(panel.getByText('New', { exact: true })).toHaveCount(0);
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`the notifications panel fits a ${viewport.name} (${viewport.width} px) and passes axe`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // A visitor has no bell.
    await page.goto('/en');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(bell(page)).toHaveCount(0);
    await freshPlayer(page, `notifications-${viewport.name}`);
    await apiPost(page.request, '/api/platform/payments/deposits', {
      amount: 2_000,
      currency: 'EUR',
      method: 'card',
    });
    const unread = await unreadNow(page);
    await page.goto('/en');
    await expect(bell(page)).toHaveAccessibleName(bellName(unread));
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText('20.00 EUR was added to your balance.')).toBeVisible();
    const box = await panel.boundingBox();
    if (!box) throw new Error('the panel has no box');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    // The bell fits the header beside the balance, deposit and account menu: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeInViewport();
    await expectNoAxeViolations(page);
  });
}
