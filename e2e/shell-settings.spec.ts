import type { Page } from '@playwright/test';
import type { SessionInfo } from '@sportsbook/contracts/limits';
import {
  csrfHeaders,
  expect,
  expectNoAxeViolations,
  freshPlayer,
  headerBalance,
  signedOutHeader,
  test,
} from './fixtures';

// The shell as the operator's settings make it (issue 18): the additional-product pages follow
// settings.additional_providers (playwright.config.ts runs the API with horse racing and the virtual gaming arena
// on, lotteries and premium cricket off), and the reality check a player sets through the limits API.

const productsMenu = (page: Page) => page.getByRole('navigation', { name: 'Products' });

test.describe('custom pages from settings', () => {
  const infoMenu = (page: Page) => page.getByRole('navigation', { name: 'Information' });

  test('are listed in the information menu and shown in the page locale, English where none was written', async ({
    page,
  }) => {
    await page.goto('/en');
    await infoMenu(page).getByRole('link', { name: 'Responsible gaming' }).click();
    await expect(page).toHaveURL(/\/en\/pages\/responsible-gaming$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Responsible gaming');
    await expect(page.getByRole('main')).toContainText('Set your limits before you play.');
    await expectNoAxeViolations(page, { include: 'main' });
    await expect(infoMenu(page).getByRole('link', { name: 'Our casino' })).toHaveAttribute(
      'href',
      'https://casino.example/',
    );
    await page.goto('/de/pages/responsible-gaming');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verantwortungsvolles Spielen');
    await page.goto('/ja/pages/responsible-gaming');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Responsible gaming');
    expect((await page.goto('/en/pages/no-such-page'))?.status()).toBe(404);
  });
});

test.describe('additional-product pages', () => {
  test('a product that is off answers 404 and is absent from the menu', async ({ page }) => {
    const response = await page.goto('/en/lotteries');
    expect(response?.status()).toBe(404);
    await expect(page.locator('body')).toHaveAttribute('data-page', 'not_found');
    await expect(productsMenu(page).getByRole('link', { name: 'Live' })).toBeVisible();
    await expect(productsMenu(page).getByRole('link', { name: 'Lotteries' })).toHaveCount(0);
    await expect(productsMenu(page).getByRole('link', { name: 'Premium cricket' })).toHaveCount(0);
    expect((await page.goto('/en/premium-cricket'))?.status()).toBe(404);
  });

  test('a product that is on is linked from the menu and shows its page', async ({ page }) => {
    await page.goto('/en');
    await productsMenu(page).getByRole('link', { name: 'Horse racing' }).click();
    await expect(page).toHaveURL(/\/en\/racing$/);
    await expect(page.locator('body')).toHaveAttribute('data-page', 'horse_racing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Horse racing');
    // Its provider's page, configured with the product, is where the product is played.
    await expect(page.getByRole('main')).toContainText('Horse racing is run by our partner');
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to Horse racing' })).toHaveAttribute(
      'href',
      'https://racing.example/sportsbook',
    );
    await expectNoAxeViolations(page, { include: 'main' });
    // A product on without a provider's page says what it will show.
    expect((await page.goto('/en/virtual-gaming-arena'))?.status()).toBe(200);
    await expect(page.getByRole('main')).toContainText(
      'Virtual sports events with their odds will appear here.',
    );
  });
});

test.describe('reality check', () => {
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Reality check' });
  const PERIOD_MS = 5 * 60_000;

  /** A fresh player with a 5-minute reality check, on the home page with the browser's clock under the test's hand. */
  async function playerWithRealityCheck(page: Page, tag: string) {
    await page.clock.install();
    await freshPlayer(page, tag);
    const limit = await page.request.post('/api/platform/player/limits', {
      headers: await csrfHeaders(page.request),
      data: { type: 'reality_check', minutes: 5 },
    });
    expect(limit.status()).toBe(201);
    const firstCheck = page.waitForResponse(/\/api\/platform\/player\/session-info$/);
    await page.goto('/en');
    await expect(headerBalance(page)).toBeVisible();
    const first = await firstCheck;
    expect(first.status()).toBe(200);
    const info = (await first.json()) as SessionInfo;
    await expectCountedFrom(page, info.session.started_at);
  }

  /**
   * The page has taken in the check that counts periods from `anchor`. The browser's clock moves only after this:
   * an answer read after a jump would start the count at the jump.
   */
  const expectCountedFrom = (page: Page, anchor: string) =>
    expect(page.locator('html')).toHaveAttribute('data-reality-check-from', anchor);

  test('appears after the period, and Continue keeps the session until the next period', async ({ page }) => {
    await playerWithRealityCheck(page, 'reality-continue');
    await expect(dialog(page)).toHaveCount(0);
    await page.clock.fastForward(PERIOD_MS);
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toContainText('You have been playing for 5 minutes.');
    await expectNoAxeViolations(page, { include: 'dialog[open]' });

    const continued = page.waitForResponse(/\/session-info\/continue$/);
    const recheck = page.waitForResponse(/\/session-info$/);
    await dialog(page).getByRole('button', { name: 'Continue playing' }).click();
    expect((await continued).status()).toBe(200);
    const rechecked = await recheck;
    expect(rechecked.status()).toBe(200);
    const continuedAt = ((await rechecked.json()) as SessionInfo).reality_check?.continued_at;
    if (!continuedAt) throw new Error('the check after Continue names no continued_at');
    await expectCountedFrom(page, continuedAt);
    await expect(dialog(page)).toHaveCount(0);

    // Later checks find the player signed in and bring no modal until a whole period after the continuation.
    const laterCheck = page.waitForResponse(/\/session-info$/);
    await page.clock.fastForward(PERIOD_MS - 60_000);
    expect((await laterCheck).status()).toBe(200);
    await expect(headerBalance(page)).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await page.clock.fastForward(60_000);
    await expect(dialog(page)).toBeVisible();
  });

  test('Sign out signs the player out', async ({ page }) => {
    await playerWithRealityCheck(page, 'reality-sign-out');
    await page.clock.fastForward(PERIOD_MS);
    const loggedOut = page.waitForResponse(/\/player\/logout$/);
    await dialog(page).getByRole('button', { name: 'Sign out' }).click();
    expect((await loggedOut).status()).toBe(200);
    await expect(dialog(page)).toHaveCount(0);
    await expect(signedOutHeader(page)).toBeVisible();
    expect((await page.request.get('/api/platform/player')).ok()).toBe(true);
    expect(
      ((await (await page.request.get('/api/platform/player')).json()) as { id: unknown }).id,
    ).toBeNull();
  });
});
