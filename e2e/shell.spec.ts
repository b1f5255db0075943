import { consentGivenIn, expect, expectNoAxeViolations, openHeaderSettings, test } from './fixtures';

// The server-rendered shell: locale routing, status pages, responsive layout, data-page, accessibility.

test.describe('locale routing', () => {
  test('/ redirects to the locale that best matches Accept-Language', async ({ request }) => {
    const german = await request.get('/', {
      headers: { 'Accept-Language': 'de-AT,de;q=0.9,en;q=0.5' },
      maxRedirects: 0,
    });
    expect(german.status()).toBe(307);
    expect(new URL(german.headers().location ?? '', 'http://x').pathname).toBe('/de');

    const unknown = await request.get('/', { headers: { 'Accept-Language': 'zh-CN' }, maxRedirects: 0 });
    expect(new URL(unknown.headers().location ?? '', 'http://x').pathname).toBe('/en');
  });

  test('a browser lands on its language, path and query kept', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'pl-PL' });
    await consentGivenIn(context, baseURL ?? '');
    const page = await context.newPage();
    await page.goto('/live?sport=football,tennis');
    await expect(page).toHaveURL(/\/pl\/live\?/);
    expect(new URL(page.url()).searchParams.get('sport')).toBe('football,tennis');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zakłady na żywo');
    await context.close();
  });

  test('a locale segment in another case is sent to its canonical spelling', async ({ page }) => {
    await page.goto('/en-ie/results');
    await expect(page).toHaveURL(/\/en-IE\/results$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IE');
  });
});

test.describe('server rendering without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/de is German in the HTML itself', async ({ page }) => {
    const response = await page.goto('/de');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('body')).toHaveAttribute('data-page', 'sports');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sportwetten');
    await expect(page.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/users/sign-in');
    await expect(page.getByRole('complementary', { name: 'Wettschein' })).toContainText(
      'Ihr Wettschein ist leer.',
    );
  });

  test('canonical and alternate links carry the locale prefix', async ({ page }) => {
    await page.goto('/de/live');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/live$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en-IE"]')).toHaveAttribute(
      'href',
      /\/en-IE\/live$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/en\/live$/,
    );
    await expect(page).toHaveTitle('Livewetten | Sportsbook');
  });

  test('an unknown path answers 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/en/no-such-page/x/y');
    expect(response?.status()).toBe(404);
    await expect(page.locator('body')).toHaveAttribute('data-page', 'not_found');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oops, sorry. We can't find that page.");
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/en',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('the 404 page speaks the language of the path', async ({ page }) => {
    const response = await page.goto('/ja/quidditch');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '申し訳ありません。お探しのページが見つかりません。',
    );
  });

  test('/blocked names the country in the page language', async ({ page }) => {
    await page.goto('/en/blocked?country=DE');
    await expect(page.locator('body')).toHaveAttribute('data-page', 'blocked');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Sorry, we're not available in Germany right now.",
    );
    await page.goto('/de/blocked?country=fr');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Frankreich');
  });

  test('/500 shows the error image, text and description with a home button', async ({ page }) => {
    await page.goto('/it/500');
    await expect(page.getByRole('img', { name: 'Una schedina strappata' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ops! Spiacenti, qualcosa è andato storto. Torna tra un po’.',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Vai alla home page' })).toHaveAttribute(
      'href',
      '/it',
    );
  });

  test('/locked shows the locked text', async ({ page }) => {
    await page.goto('/en-AU/locked');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Unauthorized. Sorry, but you are not authorized to view the page',
    );
  });
});

test.describe('desktop shell', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the locale switcher rewrites the first segment and reloads the page', async ({ page }) => {
    await page.goto('/en/live?sport=football,tennis');
    await page.evaluate(() => {
      (window as unknown as { beforeSwitch: boolean }).beforeSwitch = true;
    });
    await openHeaderSettings(page);
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page).toHaveURL(/\/de\/live\?sport=football,tennis$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Livewetten');
    // A full page load starts a new window object.
    expect(await page.evaluate(() => 'beforeSwitch' in window)).toBe(false);
    await openHeaderSettings(page);
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  });

  test('data-page follows a client-side navigation', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('body')).toHaveAttribute('data-page', 'sports');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page
      .getByRole('complementary', { name: 'Sports and products' })
      .getByRole('link', { name: 'Live' })
      .click();
    await expect(page).toHaveURL(/\/en\/live$/);
    await expect(page.locator('body')).toHaveAttribute('data-page', 'in_play');
    await page
      .getByRole('complementary', { name: 'Sports and products' })
      .getByRole('link', { name: 'Tennis' })
      .click();
    await expect(page.locator('body')).toHaveAttribute('data-page', 'sport');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await expect(
      page.getByRole('complementary', { name: 'Sports and products' }).getByRole('link', { name: 'Tennis' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('sidebars show on desktop, the tab bar does not', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('complementary', { name: 'Sports and products' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Bet slip' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/en');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('home has no axe violations', async ({ page }) => {
    await page.goto('/en');
    await expectNoAxeViolations(page);
  });

  test('status pages have no axe violations', async ({ page }) => {
    await page.goto('/en/blocked?country=DE');
    await expectNoAxeViolations(page);
    await page.goto('/en/no-such-page/x/y');
    await expectNoAxeViolations(page);
  });
});

test.describe('mobile shell', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('shows the tab bar instead of the sidebars', async ({ page }) => {
    await page.goto('/en');
    const tabBar = page.getByRole('navigation', { name: 'Quick links' });
    await expect(tabBar).toBeVisible();
    await expect(tabBar.getByRole('link')).toHaveText(['Sports', 'Live', 'Esports', 'Favourites', 'My bets']);
    await expect(page.getByRole('complementary', { name: 'Sports and products' })).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'Bet slip' })).toBeHidden();
  });

  test('the side menu opens and closes with the keyboard', async ({ page }) => {
    await page.goto('/en');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // Open again and follow a link by keyboard: the menu closes and the page changes.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Results' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/results$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).toHaveAttribute('data-page', 'results');
  });

  test('the header fits a phone in languages with long words', async ({ page }) => {
    for (const locale of ['de', 'fr', 'pt-BR', 'ru']) {
      await page.goto(`/${locale}`);
      const header = page.getByRole('banner');
      await expect(header).toBeVisible();
      // Every control of the header lies inside the viewport, and nothing makes the page scroll sideways.
      const overflow = await header.evaluate((element) => {
        const width = document.documentElement.clientWidth;
        const outside = [...element.querySelectorAll('a, button, select')]
          .map((control) => control.getBoundingClientRect())
          .filter((box) => box.width > 0 && (box.left < 0 || box.right > width + 0.5));
        return { outside: outside.length, scroll: document.documentElement.scrollWidth - width };
      });
      expect(overflow, locale).toEqual({ outside: 0, scroll: 0 });
    }
  });

  test('mobile home has no axe violations', async ({ page }) => {
    await page.goto('/en');
    await expectNoAxeViolations(page);
  });
});
