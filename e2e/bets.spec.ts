import type { Locator, Page } from '@playwright/test';
import { bound } from './bounds';
import {
  type ApiMarket,
  type ApiMatch,
  apiPost,
  eurDemoPlayer,
  expect,
  expectNoAxeViolations,
  feedControl,
  headerBalance,
  markDocument,
  type PlacedBet,
  realtimeSubscribed,
  signInThroughApi,
  stillSameDocument,
  test,
} from './fixtures';

// My bets as a player meets them on the real product: bets placed through the API (the bet slip is another
// part), the history page with its filters, settlement and the balance arriving live when matches finish through
// the feed simulator's development control surface, and cash-out in full and in part.
// The tests share one demo player, so they run one after another.

test.describe.configure({ mode: 'serial' });
type Pick = { match: ApiMatch; market: ApiMarket; outcome: ApiMarket['outcomes'][number] };

const euros = (minor: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(minor / 100);

/** Signs the page's context in as the EUR demo player the development API lists. */
async function signInDemoPlayer(page: Page) {
  await signInThroughApi(page, await eurDemoPlayer(page.request));
}

async function balance(page: Page): Promise<number> {
  const answer = await page.request.get('/api/platform/player/accounts');
  const accounts = (await answer.json()) as { currency: string; balance: number; active: boolean }[];
  const eur = accounts.find((account) => account.currency === 'EUR');
  if (!eur) throw new Error('no EUR account');
  return eur.balance;
}

/**
 * Prematch football matches a day ahead with every main-market outcome open, taken from the end of the list so
 * the catalogue and live specs (which take the first upcoming matches) never meet them.
 */
async function upcomingPicks(page: Page, count: number, skip: number): Promise<Pick[]> {
  const from = new Date(Date.now() + 24 * 3600_000).toISOString();
  let picks: Pick[] = [];
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(
          `/api/sportsbook/matches?match_status=0&type=match&sport_key=football&start_from=${encodeURIComponent(from)}&limit=100`,
        );
        const matches = answer.ok() ? ((await answer.json()) as { data: ApiMatch[] }).data : [];
        picks = matches
          .flatMap((match) => {
            const market = match.main_market;
            const outcome = market?.outcomes[0];
            return market && outcome && market.outcomes.every((o) => o.active)
              ? [{ match, market, outcome }]
              : [];
          })
          .reverse()
          .slice(skip, skip + count);
        return picks.length;
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBe(count);
  return picks;
}

/**
 * Places a bet through the API from the page's context (its session cookie). The bet slip is built elsewhere;
 * this is the one place a test places bets, so it can move to the slip's UI later.
 */
async function placeBet(
  page: Page,
  type: 'single' | 'combo',
  picks: Pick[],
  stake: number,
): Promise<PlacedBet> {
  const answer = await apiPost(page.request, '/api/sportsbook/v3/bets', {
    bets: [
      {
        type,
        stake: { value: stake, currency: 'EUR' },
        selections: picks.map(({ match, market, outcome }) => ({
          match_id: match.id,
          market_id: market.id,
          specifier: market.specifier,
          outcome_id: outcome.id,
          odds: outcome.odds,
        })),
      },
    ],
  });
  const [bet] = answer as PlacedBet[];
  if (!bet) throw new Error('no bet placed');
  expect(bet.status).toBe('waiting_results');
  return bet;
}

/** Plays a match to its end through the feed simulator: kick-off, then the final score. */
async function finishMatch(page: Page, matchId: number, score: { home: number; away: number }) {
  await feedControl(page.request, `/matches/${matchId}/start`, {});
  await feedControl(page.request, `/matches/${matchId}/finish`, score);
}

/** Minor units of the first euro amount in a text ("Cashed out: €9.50 ..." -> 950). */
function amountIn(text: string | null): number {
  const found = text?.match(/€([\d,]+\.\d{2})/)?.[1];
  if (!found) throw new Error(`no amount in ${text}`);
  return Math.round(Number(found.replaceAll(',', '')) * 100);
}

const card = (page: Page, betId: string) => page.locator(`article[data-bet-id="${betId}"]`);

/** Confirms the open cash-out step; a price that moved meanwhile shows the new offer, which is confirmed again. */
async function confirmCashout(bet: Locator) {
  const panel = bet.getByRole('group', { name: 'Cash out this bet?' });
  for (let attempt = 0; attempt < 3; attempt++) {
    await panel.getByRole('button', { name: /^Confirm: cash out/ }).click();
    const changed = panel.getByText(/The offer has changed to/);
    const outcome = await Promise.race([
      panel.waitFor({ state: 'detached' }).then(
        () => 'done' as const,
        () => 'timeout' as const,
      ),
      changed.waitFor().then(
        () => 'changed' as const,
        () => 'timeout' as const,
      ),
    ]);
    if (outcome === 'done') return;
  }
  throw new Error('the cash-out offer kept changing');
}

test('a visitor is asked to sign in on the bets history page', async ({ page }) => {
  await page.goto('/en/bets-history');
  await expect(page.getByRole('heading', { level: 1, name: 'My bets' })).toBeVisible();
  await expect(page.getByText('Sign in to see this page.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});

test('a combo shows open, then settles and pays into the balance live when both matches finish', async ({
  page,
}) => {
  test.setTimeout(bound(120_000));
  await signInDemoPlayer(page);
  const picks = await upcomingPicks(page, 2, 0);
  const bet = await placeBet(page, 'combo', picks, 1000);
  const afterStake = await balance(page);

  await page.goto('/en/bets-history');
  const placed = card(page, bet.betId);
  await expect(placed.getByRole('heading', { name: 'Double' })).toBeVisible();
  await expect(placed).toContainText('Open');
  for (const { match } of picks) await expect(placed).toContainText(match.name);
  await expect(placed.getByRole('definition').filter({ hasText: euros(1000) })).toHaveCount(1);
  await expect(placed.getByTestId('bet-return')).toHaveText(euros(bet.odds));
  await expect(placed.getByRole('button', { name: /^Cash out €/ })).toBeVisible();
  await expect(headerBalance(page)).toHaveText(euros(afterStake));
  await markDocument(page);
  // The feed publishes once the page's private channel is subscribed.
  await realtimeSubscribed(page, 'private:');

  for (const { match } of picks) await finishMatch(page, match.id, { home: 2, away: 0 });

  await expect(placed).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(placed.locator('[data-tone="win"]')).toHaveText('Won');
  await expect(placed.getByTestId('bet-return')).toHaveText(euros(bet.odds));
  await expect(placed.getByText('Won', { exact: true })).toHaveCount(3);
  await expect(placed.getByRole('button', { name: /^Cash out/ })).toHaveCount(0);
  await expect(headerBalance(page)).toHaveText(euros(afterStake + bet.odds));
  expect(await stillSameDocument(page)).toBe(true);
});

test('a bet is cashed out in full, another in part, and the balance follows', async ({ page }) => {
  test.setTimeout(bound(120_000));
  await signInDemoPlayer(page);
  const [first, second] = await upcomingPicks(page, 2, 2);
  if (!first || !second) throw new Error('two matches expected');
  const whole = await placeBet(page, 'single', [first], 2000);

  await page.goto('/en/bets-history?status=open');
  await markDocument(page);
  const wholeCard = card(page, whole.betId);
  await expect(wholeCard.getByRole('heading', { name: 'Single' })).toBeVisible();
  await realtimeSubscribed(page, 'private:');
  // A bet placed elsewhere (the slip, another tab) joins the open list without a reload.
  const part = await placeBet(page, 'single', [second], 2000);
  await expect(card(page, part.betId).getByRole('heading', { name: 'Single' })).toBeVisible();
  const before = await balance(page);
  await expect(headerBalance(page)).toHaveText(euros(before));

  // Whole: the offer on the button, a confirm step, then the bet leaves the open list and the money arrives.
  await wholeCard.getByRole('button', { name: /^Cash out €/ }).click();
  const panel = wholeCard.getByRole('group', { name: 'Cash out this bet?' });
  await expect(panel.getByText(/^You receive €[\d.]+ now and the bet ends\.$/)).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Confirm: cash out €/ })).toBeFocused();
  await confirmCashout(wholeCard);
  const announcement = page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^Cashed out/ });
  await expect(announcement).toHaveText(/^Cashed out: €[\d.]+ is on your balance\.$/);
  await expect(wholeCard).toHaveCount(0);
  const paid = amountIn(await announcement.textContent());
  expect(paid).toBeGreaterThan(0);
  // An offer never pays more than the bet could win.
  expect(paid).toBeLessThanOrEqual(Math.floor((2000 * whole.odds) / 1000));
  await expect(headerBalance(page)).toHaveText(euros(before + paid));

  // Part: half the stake, the rest stays on the bet.
  const partCard = card(page, part.betId);
  await partCard.getByRole('button', { name: /^Cash out €/ }).click();
  const partPanel = partCard.getByRole('group', { name: 'Cash out this bet?' });
  await partPanel.getByLabel('Cash out only part of the stake').check();
  const share = partPanel.getByRole('slider', { name: 'Share of the stake to cash out' });
  await share.fill('40');
  await expect(partPanel.locator('output')).toHaveText(`40%: ${euros(800)} of ${euros(2000)}`);
  await expect(partPanel.getByText('of the stake stays on the bet.')).toContainText(euros(1200));
  await confirmCashout(partCard);
  await expect(announcement).toHaveText(/^Cashed out €[\d.]+; €12\.00 of the stake stays on the bet\.$/);
  await expect(partCard).toHaveAttribute('data-status', 'waiting_results');
  await expect(
    partCard
      .getByRole('definition')
      .filter({ hasText: euros(1200) })
      .first(),
  ).toBeVisible();
  await expect(partCard.getByText('Already cashed out')).toBeVisible();
  await expect(partCard.getByRole('button', { name: /^Cash out €/ })).toBeVisible();
  const partPaid = amountIn(await announcement.textContent());
  expect(partPaid).toBeGreaterThan(0);
  await expect(headerBalance(page)).toHaveText(euros(before + paid + partPaid));
  expect(await stillSameDocument(page)).toBe(true);

  // The cashed-out bet is under settled, with what it paid.
  await page.getByRole('navigation', { name: 'Bet status' }).getByRole('link', { name: 'Settled' }).click();
  await expect(page).toHaveURL(/\/en\/bets-history\?status=settled$/);
  await expect(card(page, whole.betId).getByTestId('bet-return')).toHaveText(euros(paid));
  await expect(card(page, whole.betId)).toContainText('Cashed out');
});

test('status and result filters live in the URL and select the bets', async ({ page }) => {
  test.setTimeout(bound(120_000));
  await signInDemoPlayer(page);
  const [open, losing] = await upcomingPicks(page, 2, 4);
  if (!open || !losing) throw new Error('two matches expected');
  const openBet = await placeBet(page, 'single', [open], 500);
  const lostBet = await placeBet(page, 'single', [losing], 500);
  await finishMatch(page, losing.match.id, { home: 0, away: 3 });

  await page.goto('/en/bets-history');
  await expect(card(page, openBet.betId)).toBeVisible();
  await expect(card(page, lostBet.betId)).toHaveAttribute('data-status', 'done');
  const statusNav = page.getByRole('navigation', { name: 'Bet status' });
  const resultNav = page.getByRole('navigation', { name: 'Bet result' });
  await expect(statusNav.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

  await statusNav.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\?status=open$/);
  await expect(card(page, openBet.betId)).toBeVisible();
  await expect(card(page, lostBet.betId)).toHaveCount(0);
  await expect(resultNav).toHaveCount(0);

  await statusNav.getByRole('link', { name: 'Settled' }).click();
  await expect(page).toHaveURL(/\?status=settled$/);
  await expect(card(page, lostBet.betId)).toBeVisible();
  await expect(card(page, openBet.betId)).toHaveCount(0);

  await resultNav.getByRole('link', { name: 'Lost' }).click();
  await expect(page).toHaveURL(/\?status=settled&result=lose$/);
  await expect(card(page, lostBet.betId)).toContainText('Lost');
  await expect(page.locator('article[data-status]').filter({ hasNotText: 'Lost' })).toHaveCount(0);

  await resultNav.getByRole('link', { name: 'Refunded' }).click();
  await expect(page).toHaveURL(/\?status=settled&result=refund$/);
  await expect(page.getByText('No bets match these filters.')).toBeVisible();

  // A shared or reloaded URL opens on the same filter.
  await page.goto('/en/bets-history?result=lose');
  await expect(resultNav.getByRole('link', { name: 'Lost' })).toHaveAttribute('aria-current', 'page');
  await expect(card(page, lostBet.betId)).toBeVisible();
  await expect(card(page, openBet.betId)).toHaveCount(0);
});

test('the bets history page with an open cash-out step has no axe violations', async ({ page }) => {
  await signInDemoPlayer(page);
  const [pick] = await upcomingPicks(page, 1, 6);
  if (!pick) throw new Error('a match expected');
  const bet = await placeBet(page, 'single', [pick], 1000);
  await page.goto('/en/bets-history');
  await expect(card(page, bet.betId)).toBeVisible();
  await expectNoAxeViolations(page);
  await card(page, bet.betId)
    .getByRole('button', { name: /^Cash out €/ })
    .click();
  await card(page, bet.betId).getByLabel('Cash out only part of the stake').check();
  await expect(card(page, bet.betId).getByRole('slider')).toBeVisible();
  await expectNoAxeViolations(page);
  // Keyboard: Escape is not needed, Cancel returns focus to the cash-out button.
  await card(page, bet.betId).getByRole('button', { name: 'Cancel' }).press('Enter');
  await expect(card(page, bet.betId).getByRole('button', { name: /^Cash out €/ })).toBeFocused();
});
