import type { Page, Request } from '@playwright/test';
import { answerTagManager, expect, expectNoAxeViolations, test } from './fixtures';
import { E2E_TAG_MANAGER } from './tag-manager';

// The cookie banner and the tag manager (spec part 1 §1, §7, §9; ADR 032). The product runs with a tag manager
// on an origin of its own (e2e/tag-manager.ts) whose script this spec answers itself: it records what it found
// on the data layer. No match or player is used, so nothing here collides with other specs' slices.
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const DEMO_HOST = `http://127.0.0.1:${webPort + 1}`;
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const CHROMIUM_COOKIE_CAP_SECONDS = 400 * 24 * 60 * 60;

// These tests are about the visitor who has not chosen yet.
test.use({ consentGiven: false });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });
const isTagManager = (request: Request) => request.url().startsWith(`${E2E_TAG_MANAGER.origin}/gtm.js`);

/** Every request for the tag manager's script; the script, when it runs, notes the data layer's events. */
async function watchTagManager(page: Page): Promise<Request[]> {
  await answerTagManager(
    page.context(),
    'window.tagManagerSaw = (window.dataLayer || []).map((entry) => entry.event);',
  );
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (isTagManager(request)) requests.push(request);
  });
  return requests;
}

/** Content-Security-Policy violations the page reports. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('a visitor is asked; the tag manager loads only after accepting, and the choice is kept a year', async ({
  page,
  context,
}) => {
  const requests = await watchTagManager(page);
  const violations = await watchViolations(page);
  await page.goto('/en');
  await expect(banner(page)).toBeVisible();
  await expectNoAxeViolations(page);
  // The page has hydrated (the banner is the browser's) and asked for nothing from the tag manager.
  await page.evaluate(() => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer ??= [];
    (window as unknown as { dataLayer: unknown[] }).dataLayer.push({ event: 'before_consent' });
  });
  expect(requests).toHaveLength(0);

  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => requests.length).toBe(1);
  expect(requests[0]?.url()).toBe(`${E2E_TAG_MANAGER.origin}/gtm.js?id=${E2E_TAG_MANAGER.containerId}`);
  // The container saw what was pushed before consent, then its own start.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { tagManagerSaw?: string[] }).tagManagerSaw))
    .toEqual(['before_consent', 'gtm.js']);
  expect(await violations()).toEqual([]);

  const consent = (await context.cookies()).find((cookie) => cookie.name === 'consent');
  expect(consent).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
  const lifetime = (consent?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(YEAR_SECONDS - 120);
  expect(lifetime).toBeLessThanOrEqual(YEAR_SECONDS);

  // The next page: no banner, the tag manager at once.
  await page.goto('/en/live');
  await expect.poll(() => requests.length).toBe(2);
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  // The product asks for 7300 days (the component test reads the Max-Age it writes); Chromium keeps no cookie
  // longer than 400 days, so that is what the browser holds.
  const device = (await context.cookies()).find((cookie) => cookie.name === 'deviceId');
  expect(device).toMatchObject({ path: '/', sameSite: 'Lax' });
  expect((device?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(CHROMIUM_COOKIE_CAP_SECONDS - 120);
});

test('necessary only is remembered too, and no tag manager is ever requested', async ({ page, context }) => {
  const requests = await watchTagManager(page);
  await page.goto('/en');
  await banner(page).getByRole('button', { name: 'Necessary only' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === 'consent')).toMatchObject({ value: '0' });

  await page.goto('/en/live');
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(requests).toHaveLength(0);
});

test('no banner inside a frame on another site, nor in the mobile app', async ({ page }) => {
  const requests = await watchTagManager(page);
  // The demo host (ADR 032) frames the sportsbook from another origin; the host page itself is not the product.
  await page.goto(DEMO_HOST);
  const frame = page.frameLocator('#sportsbook');
  await expect(frame.locator('html')).toHaveAttribute('data-embedded', 'frame');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(frame.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(0);
  await expect(frame.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);

  await page.goto('/en?app=1');
  await expect(page.locator('html')).toHaveAttribute('data-embedded', 'app');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(requests).toHaveLength(0);
});

test('at 390 px the banner sits above the tab bar: the bet slip button stays free and nothing overflows', async ({
  page,
  context,
}) => {
  await answerTagManager(context);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en');
  await expect(banner(page)).toBeVisible();
  const slipButton = page.getByRole('navigation').getByRole('button', { name: /Bet slip/ });
  await expect(slipButton).toBeVisible();
  const [bannerBox, buttonBox] = await Promise.all([banner(page).boundingBox(), slipButton.boundingBox()]);
  if (!bannerBox || !buttonBox) throw new Error('banner and bet slip button are laid out');
  expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(buttonBox.y);
  expect(bannerBox.x).toBeGreaterThanOrEqual(0);
  expect(bannerBox.x + bannerBox.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The bet slip button still takes a tap while the banner is open.
  await slipButton.click();
  await expect(slipButton).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
  // Keyboard: the banner's choices are reachable and work.
  await banner(page).getByRole('button', { name: 'Necessary only' }).focus();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
});
