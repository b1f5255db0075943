import type { APIRequestContext } from '@playwright/test';
import { bound } from './bounds';
import {
  type ApiMatch,
  expect,
  expectNoAxeViolations,
  feedControl,
  freshPlayer,
  type OpenMatch,
  pickOnMatchPage,
  realtimeSubscribed,
  test,
} from './fixtures';

// The promotions page as a visitor meets it: the demo campaigns on offer with their banners (the narrow one on a
// phone), a sign-in call to action, a campaign's terms in a modal; axe-clean at 390 and 1280 px.
// The promotions page as a new player meets it: a promo code issues the all-win freebet, which My bonuses shows
// with its detail and terms (keyboard only), the slip offers it on a fitting prematch price, the bet is placed with
// it, and My bets shows it settled once the match is played to its end through the feed simulator.

/** WELCOME10's freebet (demo campaigns): 10.00 EUR, odds 1.50 or more, any match status, one selection or more. */
const WELCOME_MIN_ODDS = 1500;
const euros = (minor: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(minor / 100);

/**
 * A prematch football match more than two hours ahead whose home win (the main market's first outcome, which a
 * 2:0 final settles as won) is priced within the freebet's terms. Taken from the middle of the list: the bets and
 * freebet specs take from its end, the betslip, catalogue and live specs from its start.
 */
async function matchForTheFreebet(request: APIRequestContext): Promise<OpenMatch> {
  const start = new Date(Date.now() + 2 * 3600_000).toISOString();
  let usable: OpenMatch[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/api/sportsbook/matches?match_status=0&type=match&sport_key=football&start_from=${encodeURIComponent(start)}&limit=100`,
        );
        const found = response.ok() ? ((await response.json()) as { data: ApiMatch[] }).data : [];
        usable = found.filter(
          (m): m is OpenMatch =>
            (m.main_market?.outcomes.every((o) => o.active) ?? false) &&
            (m.main_market?.outcomes[0]?.odds ?? 0) >= WELCOME_MIN_ODDS + 100,
        );
        return usable.length;
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBeGreaterThan(2);
  const match = usable[Math.floor(usable.length / 2)];
  if (!match) throw new Error('no match for the freebet');
  return match;
}

/** The demo campaigns on offer to everyone (the manual-grant one is not). */
const DEMO_OFFERS = ['Welcome freebet', 'No-risk first bet', 'WELCOME10', 'Football comboboost'];

for (const { width, banner } of [
  { width: 390, banner: 'mobile' },
  { width: 1280, banner: 'desktop' },
]) {
  test(`a visitor sees the demo campaigns with their ${banner} banners at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/en/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(page.getByText('Sign in to see your bonuses and enter a promo code.')).toBeVisible();
    const offers = page.getByRole('region', { name: 'Current promotions' });
    for (const title of DEMO_OFFERS) {
      const card = offers.getByRole('article', { name: title });
      await expect(card).toBeVisible();
      const image = card.locator('img');
      await image.scrollIntoViewIfNeeded();
      // The banner is loaded, and it is the one for this width.
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        new RegExp(`/images/promotions/[a-z0-9-]+-${banner}\\.svg$`),
      );
    }
    await expect(offers.getByRole('article', { name: 'A freebet from us' })).toHaveCount(0);
    await expect(offers.getByText("Enter the promotion's code to take part.")).toHaveCount(1);
    // No card grows past the page: the layout holds at this width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    // A campaign's terms open in a modal from the keyboard and close with Escape.
    const terms = offers.getByRole('button', { name: 'Terms and conditions: WELCOME10' });
    await terms.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Terms and conditions: WELCOME10' });
    await expect(dialog.getByText('One use per player.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(terms).toBeFocused();
  });
}

test('a new player redeems WELCOME10, reads its terms, bets with the freebet and sees the bet settled', async ({
  page,
}) => {
  test.setTimeout(bound(150_000));
  await freshPlayer(page, 'promotions');
  await page.goto('/en/promotions');
  const mine = page.getByRole('region', { name: 'My bonuses' });
  const freebets = mine.getByRole('region', { name: 'Free bets' });
  // The sign-up freebet is there already (issued when the e-mail was confirmed).
  await expect(freebets.getByRole('article')).toHaveCount(1);

  // The promo code with the keyboard only: typed in its field, sent with Enter.
  const field = page.getByRole('textbox', { name: 'Promo code' });
  await field.focus();
  await page.keyboard.type('welcome10');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Code applied: WELCOME10 is now in your bonuses.')).toBeVisible();
  const card = freebets.getByRole('article', { name: 'WELCOME10' });
  await expect(card).toContainText('All-win free bet');
  await expect(card).toContainText(euros(1_000));
  await expect(card).toContainText('Active');
  await expect(freebets.getByRole('article')).toHaveCount(2);
  // The same code again is refused with its message.
  await field.fill('WELCOME10');
  await field.press('Enter');
  await expect(page.getByText('You have already used this promo code.')).toBeVisible();

  // The detail modal: opened from the keyboard, focus inside, terms on demand, Escape closes it.
  const details = card.getByRole('button', { name: 'Details: WELCOME10' });
  await details.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'WELCOME10' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText('Enter WELCOME10 for a 10.00 freebet that pays stake and profit.'),
  ).toBeVisible();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await dialog.getByRole('button', { name: 'Show terms and conditions' }).press('Enter');
  await expect(dialog.getByRole('region', { name: 'Terms and conditions' })).toContainText(
    'One use per player.',
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();

  // The slip offers the freebet on a fitting price; the bet is placed with it.
  const match = await matchForTheFreebet(page.request);
  const outcome = match.main_market.outcomes[0];
  if (!outcome) throw new Error('no home outcome');
  await pickOnMatchPage(page, match, outcome.id);
  const panel = page.locator('#ticket-panel');
  const single = panel.getByRole('article', { name: 'Single' });
  const choice = single.getByLabel('Free bet', { exact: true });
  await expect(choice).toBeVisible();
  const option = choice.locator('option', { hasText: euros(1_000) });
  await expect(option).toHaveCount(1);
  await choice.selectOption((await option.getAttribute('value')) ?? '');
  await expect(single.getByLabel('Stake (EUR)')).toHaveValue('10.00');
  await panel.getByRole('button', { name: 'Place bet' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Your bet is placed.' })).toBeVisible();

  // Played to a 2:0 end: the bet is won in My bets.
  await page.goto('/en/bets-history');
  const bet = page.getByRole('article').filter({ hasText: match.name });
  await expect(bet).toContainText('Open');
  // Placed with the all-win freebet (My bets' marks for the freebet kinds are the slip's work).
  const history = (await (await page.request.get('/api/sportsbook/v3/bets?status=open&limit=1')).json()) as {
    data: { stake: { value: number }; bonus: { type: string } | null }[];
  };
  expect(history.data[0]).toMatchObject({ stake: { value: 1_000 }, bonus: { type: 'freebet_all_win' } });
  await realtimeSubscribed(page, 'private:');
  await feedControl(page.request, `/matches/${match.id}/start`, {});
  await feedControl(page.request, `/matches/${match.id}/finish`, { home: 2, away: 0 });
  await expect(bet).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(bet.locator('[data-tone="win"]')).toHaveText('Won');
  // An all-win freebet pays the whole return: stake times odds.
  await expect(bet.getByTestId('bet-return')).toHaveText(euros(Math.floor((1_000 * outcome.odds) / 1000)));
});
