import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiPost,
  consentGivenIn,
  csrfHeaders,
  demoPlayer,
  expect,
  expectNoAxeViolations,
  feedControl,
  freshPlayer,
  headerBalance,
  type OpenMatch,
  outcomeButton,
  pickOnMatchPage,
  quietRemindersIn,
  realtimeSubscribed,
  signInThroughPage as signIn,
  test,
  upcomingMatches,
} from './fixtures';

// The bet slip as a player meets it in the real product: a combo from two matches whose price moves while it
// waits (forced through the feed simulator's development control surface), accepted and placed; a quick bet on
// a live match; a visitor sent to sign in; a slip that survives a reload; the open panel checked with axe.

// Its own player: the bets spec checks demo@example.com's balance to the cent while these run.
const DEMO = demoPlayer('second@example.com');

// One player's balance is checked to the cent, so its bets go one at a time.
test.describe.configure({ mode: 'serial' });

async function forcePrice(request: APIRequestContext, match: OpenMatch, outcomeId: string, odds: number) {
  await feedControl(request, `/matches/${match.id}/force-price`, {
    market_id: match.main_market.id,
    specifier: match.main_market.specifier,
    outcome_id: outcomeId,
    odds,
  });
}

const panel = (page: Page) => page.locator('#ticket-panel');

/** Minor units of an English money text ("€1,000.00" -> 100000). */
async function minorOf(page: Page): Promise<number> {
  const text = (await headerBalance(page).textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

const euros = (minor: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(minor / 100);

test('a player builds a combo, accepts a moved price, places it and the balance drops', async ({ page }) => {
  const [first, second] = await upcomingMatches(page.request, 4, 2);
  if (!first || !second) throw new Error('two upcoming matches needed');
  const a = first.main_market.outcomes[0];
  const b = second.main_market.outcomes[0];
  if (!a || !b) throw new Error('markets without outcomes');

  await signIn(page, DEMO);
  await pickOnMatchPage(page, first, a.id);
  await pickOnMatchPage(page, second, b.id);
  const combo = panel(page).getByRole('article', { name: 'Double' });
  await expect(combo.getByTestId('slip-selection')).toHaveCount(2);
  await combo.getByLabel('Stake (EUR)').fill('5');
  await expect(panel(page).getByTestId('total-stake')).toHaveText('€5.00');
  const place = panel(page).getByRole('button', { name: 'Place bet' });
  await expect(place).toBeEnabled();

  // The price of the second leg moves: the slip flags it and placement waits for the player. It moves once the
  // slip's subscription to that match is up.
  await realtimeSubscribed(page, `match:${second.id}`);
  const moved = b.odds + 250;
  await forcePrice(page.request, second, b.id, moved);
  const flagged = combo.locator('[data-changed]');
  await expect(flagged).toHaveCount(1);
  await expect(flagged).toContainText((moved / 1000).toFixed(3).replace(/0+$/, ''));
  await expect(place).toBeDisabled();
  await panel(page).getByRole('button', { name: 'Accept odds changes' }).click();
  await expect(combo.locator('[data-changed]')).toHaveCount(0);

  const before = await minorOf(page);
  await expect(place).toBeEnabled();
  await place.click();
  await expect(panel(page).getByRole('status').filter({ hasText: 'Your bet is placed.' })).toBeVisible();
  await expect(panel(page).getByText(/Ref\. B[0-9A-Z]+/)).toBeVisible();
  await expect(headerBalance(page)).toHaveText(euros(before - 500));

  // The bet went out at the accepted price: the server's history has it as a double at the new odds.
  const history = (await (await page.request.get('/api/sportsbook/v3/bets?status=open&limit=5')).json()) as {
    data: { type: string; stake: { value: number }; selections: { odds: number }[] }[];
  };
  expect(history.data[0]).toMatchObject({ type: 'combo', stake: { value: 500 } });
  expect(history.data[0]?.selections.map((s) => s.odds)).toContain(moved);

  // The ticket panel's other tab lists it among the open bets, with its legs and a cash-out offer.
  await panel(page).getByRole('tab', { name: 'My bets' }).click();
  const openBets = panel(page).getByRole('region', { name: 'Open bets' });
  const card = openBets.getByRole('article').filter({ hasText: first.name }).filter({ hasText: second.name });
  await expect(card.getByRole('heading', { name: 'Double' })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Cash out €/ })).toBeVisible();
  await expect(panel(page).getByRole('link', { name: 'See all my bets' })).toBeVisible();
});

test('a quick bet on a live match is placed with one tap', async ({ page }) => {
  // A match this test starts itself, calm: live from now on, its prices moving but without the bet stops around
  // its dangerous moments (one in the in-play delay would rightly reject the bet, whenever the script puts it).
  const [match] = await upcomingMatches(page.request, 11, 1);
  const outcome = match?.main_market.outcomes[0];
  if (!match || !outcome) throw new Error('an upcoming match needed');
  // A player of its own: the balance drop below is this bet's alone, whatever other specs' players spend.
  await freshPlayer(page, 'quick-bet');
  await apiPost(page.request, '/api/platform/payments/deposits', {
    amount: 1_000,
    currency: 'EUR',
    method: 'card',
  });
  const headers = await csrfHeaders(page.request);
  const started = await page.request.post(`/api/dev/feed/matches/${match.id}/start`, {
    headers,
    data: { calm: true },
  });
  expect(started.status(), await started.text()).toBe(200);
  // Live prices move all the time: this player takes any change, so acceptance does not depend on the clock.
  const saved = await page.request.post('/api/sportsbook/settings', {
    data: { auto_accept_odds_change: 'any' },
    headers,
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/en/${match.sport.key}/${match.slug}`);
  await panel(page).getByRole('switch', { name: 'Quick bet' }).click();
  await panel(page).getByLabel('Quick stake (EUR)').fill('1');
  await panel(page).getByRole('button', { name: 'Confirm stake' }).click();
  await expect(
    panel(page).getByText('Quick bet is ready: one tap on a live price places €1.00.'),
  ).toBeVisible();

  const before = await minorOf(page);
  await outcomeButton(page, match, outcome.id).click();
  await expect(page.getByText('Your quick bet is waiting for acceptance.')).toBeVisible();
  await expect(page.getByText('Your quick bet was accepted.')).toBeVisible({ timeout: 20_000 });
  await expect(headerBalance(page)).toHaveText(euros(before - 100));
  // A quick bet never goes through the slip.
  await expect(panel(page).getByTestId('slip-selection')).toHaveCount(0);
  const history = (await (await page.request.get('/api/sportsbook/v3/bets?status=open&limit=1')).json()) as {
    data: { type: string; status: string; stake: { value: number } }[];
  };
  expect(history.data[0]).toMatchObject({ type: 'single', status: 'waiting_results', stake: { value: 100 } });
});

test('a bet built on the match page goes to the slip as a custom bet and is placed', async ({ page }) => {
  const [match] = await upcomingMatches(page.request, 13, 1);
  if (!match) throw new Error('an upcoming match needed');
  await signIn(page, DEMO);
  await page.goto(`/en/${match.sport.key}/${match.slug}#bet-builder`);
  const builder = page.getByRole('region', { name: 'Bet builder' });
  const markets = builder.locator('[data-market-id]');
  await markets.nth(0).locator('button[data-outcome-id]:enabled').first().click();
  await markets.nth(1).locator('button[data-outcome-id]:enabled').first().click();
  const price = builder.getByTestId('bet-builder-price');
  await expect(price).toHaveText(/^Bet builder odds: \d+\.\d{2,3}$/);
  const quoted = ((await price.textContent()) ?? '').replace('Bet builder odds: ', '');
  await builder.getByRole('button', { name: 'Add to bet slip' }).click();

  const custom = panel(page).getByRole('article', { name: 'Bet builder' });
  await expect(custom.getByTestId('slip-selection')).toHaveCount(2);
  await expect(custom.getByTestId('total-odds')).toHaveText(quoted);
  await custom.getByLabel('Stake (EUR)').fill('2');
  const before = await minorOf(page);
  await panel(page).getByRole('button', { name: 'Place bet' }).click();
  await expect(panel(page).getByRole('status').filter({ hasText: 'Your bet is placed.' })).toBeVisible();
  await expect(headerBalance(page)).toHaveText(euros(before - 200));
  const history = (await (await page.request.get('/api/sportsbook/v3/bets?status=open&limit=1')).json()) as {
    data: { type: string; selections: unknown[] }[];
  };
  expect(history.data[0]).toMatchObject({ type: 'custom_bet' });
  expect(history.data[0]?.selections).toHaveLength(2);
});

test('a visitor trying to place is asked to sign in', async ({ page }) => {
  const [match] = await upcomingMatches(page.request, 6, 1);
  const outcome = match?.main_market.outcomes[1];
  if (!match || !outcome) throw new Error('an upcoming match needed');
  await pickOnMatchPage(page, match, outcome.id);
  await panel(page).getByLabel('Stake (EUR)').fill('2.50');
  await panel(page).getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  // The bets stay for after sign-in.
  await expect(panel(page).getByTestId('slip-selection')).toHaveCount(1);
});

test('the slip survives a reload, and the open panel passes axe', async ({ page }) => {
  const [first, second] = await upcomingMatches(page.request, 7, 2);
  if (!first || !second) throw new Error('two upcoming matches needed');
  const a = first.main_market.outcomes[2] ?? first.main_market.outcomes[0];
  const b = second.main_market.outcomes[1];
  if (!a || !b) throw new Error('markets without outcomes');
  await pickOnMatchPage(page, first, a.id);
  await pickOnMatchPage(page, second, b.id);
  await panel(page).getByLabel('Stake (EUR)').fill('3');
  await expect(panel(page).getByRole('radio', { name: 'System' })).toBeDisabled();

  await page.reload();
  await expect(panel(page).getByTestId('slip-selection')).toHaveCount(2);
  await expect(panel(page).getByLabel('Stake (EUR)')).toHaveValue('3.00');
  await expect(outcomeButton(page, second, b.id)).toHaveAttribute('aria-pressed', 'true');

  await expectNoAxeViolations(page, { include: '#ticket-panel' });

  // Removing both selections empties the slip and closes the panel (on desktop the sidebar still shows it).
  const rows = panel(page).getByTestId('slip-selection');
  await rows
    .first()
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(rows).toHaveCount(1);
  await rows
    .first()
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(panel(page)).toHaveAttribute('data-ticket-sheet', 'closed');
  await expect(panel(page).getByText('Your bet slip is empty.')).toBeVisible();
});

test('on a phone the tab bar opens the slip as a sheet with the selection count', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await quietRemindersIn(context, baseURL ?? '');
  await consentGivenIn(context, baseURL ?? '');
  const page = await context.newPage();
  const [match] = await upcomingMatches(page.request, 9, 1);
  const outcome = match?.main_market.outcomes[0];
  if (!match || !outcome) throw new Error('an upcoming match needed');
  await pickOnMatchPage(page, match, outcome.id);
  const toggle = page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('button', { name: /Bet slip/ });
  await expect(toggle).toContainText('1');
  // The first pick leaves the page in view: the slip bar says what the slip holds.
  await expect(panel(page)).toBeHidden();
  await expect(page.getByTestId('slip-bar')).toBeVisible();
  await toggle.click();
  await expect(panel(page).getByTestId('slip-selection')).toBeVisible();
  await expectNoAxeViolations(page, { include: '#ticket-panel' });
  await panel(page).getByRole('button', { name: 'Close bet slip' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await context.close();
});
