import type { Page } from '@playwright/test';
import {
  demoPlayer,
  expect,
  expectNoAxeViolations,
  feedControl,
  freshPlayer,
  mainMarketCard,
  type OpenMatch,
  outcomeButton,
  pickOnMatchPage,
  realtimeSubscribed,
  recordOddsMarks,
  signInThroughPage as signIn,
  test,
  upcomingMatches,
} from './fixtures';

// The slip of issue 19 in the real product: multiple singles placed in one request with a receipt naming the
// bets as My bets does, the footer in reach, errors when they help, picked versus moved prices, the phone's slip
// bar, the system return range, the skip link and the pick announcement; axe on the slip at 390 and 1280 px,
// and screenshots of the slip at five widths into docs/screenshots/slip/.

const PLAYER = demoPlayer('spitest@example.com');

test.describe.configure({ mode: 'serial' });
const panel = (page: Page) => page.locator('#ticket-panel');
const SLICE = 20;

async function pickThree(page: Page): Promise<OpenMatch[]> {
  const matches = await upcomingMatches(page.request, SLICE, 3);
  for (const match of matches) await pickOnMatchPage(page, match, match.main_market.outcomes[0]?.id ?? '1');
  return matches;
}

test('two picks of one match become singles, placed with one stake in one request, with My bets references', async ({
  page,
}) => {
  const [match] = await upcomingMatches(page.request, SLICE, 1);
  if (!match) throw new Error('an upcoming match needed');
  await signIn(page, PLAYER);
  await pickOnMatchPage(page, match, match.main_market.outcomes[0]?.id ?? '1');
  await expect(async () => {
    await outcomeButton(page, match, match.main_market.outcomes[1]?.id ?? '2').click();
    await expect(panel(page).getByTestId('slip-selection')).toHaveCount(2, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(panel(page).getByRole('radio', { name: 'Singles' })).toBeChecked();
  await expect(panel(page).getByRole('radio', { name: 'Combo' })).toBeDisabled();
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/sportsbook/v3/bets')) posts.push(r.url());
  });
  const same = panel(page).getByLabel('Same stake for every single');
  await same.fill('1');
  await expect(panel(page).getByTestId('total-stake')).toHaveText('€2.00');
  await same.press('Enter');
  await expect(panel(page).getByRole('status').filter({ hasText: 'Your 2 bets are placed.' })).toBeVisible();
  expect(posts).toHaveLength(1);
  const refs = await panel(page).getByTestId('bet-ref').allTextContents();
  expect(refs).toHaveLength(2);
  const history = (await (await page.request.get('/api/sportsbook/v3/bets?status=open&limit=10')).json()) as {
    data: { ref: string }[];
  };
  for (const ref of refs) expect(history.data.map((bet) => `Ref. ${bet.ref}`)).toContain(ref);
  await panel(page).getByRole('button', { name: 'Keep selections' }).click();
  await expect(panel(page).getByTestId('slip-selection')).toHaveCount(2);
  await panel(page).getByRole('button', { name: 'Remove all' }).click();
});

test('the footer stays in reach with three picks on a 900 px window, and the slip passes axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await pickThree(page);
  const place = panel(page).getByRole('button', { name: 'Place bet' });
  await expect(place).toBeInViewport();
  const box = await place.boundingBox();
  expect(box && box.y + box.height <= 900).toBe(true);
  await expectNoAxeViolations(page, { include: '#ticket-panel' });
});

test('"Enter a stake." waits for the player; the balance is checked before sending with a deposit offer', async ({
  page,
}) => {
  await freshPlayer(page, 'slip-ux');
  const [match] = await upcomingMatches(page.request, SLICE, 1);
  if (!match) throw new Error('an upcoming match needed');
  await pickOnMatchPage(page, match, match.main_market.outcomes[0]?.id ?? '1');
  const stake = panel(page).getByLabel('Stake (EUR)');
  await expect(panel(page).getByText('Enter a stake.')).toHaveCount(0);
  await stake.press('Enter');
  await expect(panel(page).getByText('Enter a stake.')).toBeVisible();
  await stake.fill('5');
  await expect(panel(page).getByText('Your balance is €5.00 short.')).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Place bet' })).toBeDisabled();
  await panel(page).getByRole('button', { name: 'Deposit €5.00' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a picked price is filled, a moved one is marked for a moment, only that one', async ({ page }) => {
  const [match] = await upcomingMatches(page.request, SLICE + 1, 1);
  const [home, draw] = match?.main_market.outcomes ?? [];
  if (!match || !home || !draw) throw new Error('an upcoming match with outcomes needed');
  await pickOnMatchPage(page, match, home.id);
  const picked = outcomeButton(page, match, home.id);
  const other = outcomeButton(page, match, draw.id);
  await expect(picked).not.toHaveAttribute('data-odds-direction');
  const background = (l: typeof picked) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
  // The fill eases in over a short transition after aria-pressed turns true: wait for it to leave the plain colour.
  const plain = await background(other);
  await expect.poll(() => background(picked)).not.toBe(plain);
  await realtimeSubscribed(page, `match:${match.id}`);
  const marks = await recordOddsMarks(mainMarketCard(page, match));
  await feedControl(page.request, `/matches/${match.id}/force-price`, {
    market_id: match.main_market.id,
    specifier: match.main_market.specifier,
    outcome_id: draw.id,
    odds: draw.odds + 300,
  });
  await expect
    .poll(async () => (await marks()).some((m) => m.outcome === draw.id && m.direction === 'up'))
    .toBe(true);
  await expect(other).not.toHaveAttribute('data-odds-direction');
  expect((await marks()).filter((m) => m.outcome === home.id)).toEqual([]);
});

test('on a phone the first pick leaves the page in view; the slip bar opens the sheet, axe-clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [match] = await upcomingMatches(page.request, SLICE, 1);
  if (!match) throw new Error('an upcoming match needed');
  await pickOnMatchPage(page, match, match.main_market.outcomes[0]?.id ?? '1');
  await expect(panel(page)).toBeHidden();
  const bar = page.getByTestId('slip-bar');
  await expect(bar).toContainText('1');
  await expect(bar).toContainText('Total odds');
  await bar.click();
  await expect(panel(page).getByRole('button', { name: 'Place bet' })).toBeInViewport();
  await expectNoAxeViolations(page, { include: '#ticket-panel' });
});

test('a system bet shows the return range it may pay', async ({ page }) => {
  await pickThree(page);
  await panel(page).getByRole('radio', { name: 'System' }).check();
  await panel(page).getByLabel('Stake (EUR)').fill('3');
  await expect(panel(page).getByTestId('system-returns')).toHaveText(/^€[\d.,]+ – €[\d.,]+$/);
  await expect(panel(page).getByText('Total odds')).toHaveCount(0);
});

test('keyboard and screen readers: a skip link to the slip, the pick announced', async ({ page }) => {
  const [match] = await upcomingMatches(page.request, SLICE, 1);
  const outcome = match?.main_market.outcomes[0];
  if (!match || !outcome) throw new Error('an upcoming match needed');
  await pickOnMatchPage(page, match, outcome.id);
  await expect(page.getByTestId('pick-announcer')).toHaveText(/^Added .+ at \d+(\.\d+)?$/);
  // From the top of a fresh page: the second stop is the skip link to the slip.
  await page.reload();
  await expect(panel(page).getByTestId('slip-selection')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to bet slip' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeFocused();
});

for (const [index, width] of [1280, 390].entries()) {
  test(`keyboard: fewer than 10 Tab presses from a picked price to its stake, Enter there places the bet, at ${width} px`, async ({
    page,
  }) => {
    const [match] = await upcomingMatches(page.request, SLICE + 3 + index, 1);
    const outcome = match?.main_market.outcomes[0];
    if (!match || !outcome) throw new Error('an upcoming match needed');
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, PLAYER);
    await page.goto(`/en/${match.sport.key}/${match.slug}`);
    const price = outcomeButton(page, match, outcome.id);
    // Picked with the keyboard (Enter on the focused price), once the page has hydrated.
    await expect(async () => {
      await price.focus();
      await page.keyboard.press('Enter');
      await expect(price).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    let tabs = 0;
    const tab = async () => {
      tabs += 1;
      await page.keyboard.press('Tab');
    };
    await tab();
    // The next stop is the picked price's own way to the stake (its name is the outcome's, as the page shows it).
    const toStake = page.locator(':focus');
    await expect(toStake).toHaveText(/^Enter stake for \S/);
    await expect(toStake).toBeInViewport();
    await page.keyboard.press('Enter');
    const stake = panel(page).getByLabel('Stake (EUR)');
    await expect(stake).toBeFocused();
    expect(tabs).toBeLessThan(10);
    await expectNoAxeViolations(page, { include: '#ticket-panel' });
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await expect(panel(page).getByRole('status').filter({ hasText: 'Your bet is placed.' })).toBeVisible();
  });
}

test('screenshots of the slip at five widths', async ({ page }) => {
  await pickThree(page);
  for (const width of [390, 820, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    if (width < 780 && !(await panel(page).isVisible())) await page.getByTestId('slip-bar').click();
    await panel(page).getByLabel('Stake (EUR)').first().fill('2');
    await page.screenshot({ path: `docs/screenshots/slip/after-${width}.png` });
  }
});
