import type { Frame, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The iframe contract and mobile-app mode (ADR 032, docs/embedding.md). `npm start` serves the demo host page on
// the web port + 1 at 127.0.0.1 and lists that origin in EMBED_ALLOWED_ORIGINS; the host frames the sportsbook at
// localhost, another origin. No match or player is used: nothing here collides with other specs' slices.
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const DEMO_HOST = `http://127.0.0.1:${webPort + 1}`;
const SPORTSBOOK = `http://localhost:${webPort}`;

/** The sportsbook's frame in the demo host, once its bridge listens (after every reload inside the frame too). */
async function sportsbookFrame(page: Page): Promise<Frame> {
  await expect(page.frameLocator('#sportsbook').locator('html')).toHaveAttribute(
    'data-embedding-bridge',
    'ready',
  );
  const frame = page.frames().find((candidate) => candidate.url().startsWith(SPORTSBOOK));
  if (!frame) throw new Error('the sportsbook frame is not in the demo host');
  return frame;
}

const frameHeight = async (page: Page) => (await page.locator('#sportsbook').boundingBox())?.height ?? 0;

test.describe('the sportsbook in a host page on another origin', () => {
  test('the host sizes the frame from viewport messages and hears page_changed', async ({ page }) => {
    await page.goto(DEMO_HOST);
    const frame = await sportsbookFrame(page);
    await expect(frame.locator('html')).toHaveAttribute('data-embedded', 'frame');
    const log = page.locator('#log');
    await expect(log).toContainText('"type":"page_changed","page":"sports","path":"/en"');

    // The frame takes the height the sportsbook reports: its content's.
    const content = () => frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
    await expect.poll(() => frameHeight(page)).toBe(await content());

    // The content grows: a viewport message follows and the host resizes the frame to it.
    const before = await frameHeight(page);
    await frame.evaluate(() => {
      const block = document.createElement('div');
      block.style.height = '1500px';
      document.querySelector('main')?.append(block);
    });
    await expect.poll(() => frameHeight(page)).toBeGreaterThanOrEqual(before + 1500);
    await expect.poll(() => frameHeight(page)).toBe(await content());
    await expect(log).toContainText('"type":"viewport"');
  });

  test('apply_bet_code hands the code to the slip and change_locale shows the sportsbook in that locale', async ({
    page,
  }) => {
    await page.goto(DEMO_HOST);
    let frame = await sportsbookFrame(page);
    await page.getByLabel('Bet code').fill('SHARE77');
    await page.getByRole('button', { name: 'Apply bet code' }).click();
    await expect.poll(() => frame.url()).toBe(`${SPORTSBOOK}/en?shareCode=SHARE77`);
    await expect(page.locator('#log')).toContainText('"path":"/en?shareCode=SHARE77"');

    await page.getByLabel('Locale').selectOption('de');
    await page.getByRole('button', { name: 'Change locale' }).click();
    await expect(page.frameLocator('#sportsbook').locator('html')).toHaveAttribute('lang', 'de');
    frame = await sportsbookFrame(page);
    expect(new URL(frame.url()).pathname).toBe('/de');
    // The reloaded frame found its host again and tells it about the new page.
    await expect(page.locator('#log')).toContainText('"page":"sports","path":"/de?shareCode=SHARE77"');
  });

  test('a message from a foreign origin changes nothing and is counted', async ({ page }) => {
    await page.goto(DEMO_HOST);
    const frame = await sportsbookFrame(page);
    // A page of another origin (the sportsbook at 127.0.0.1, not an allowed host) beside it in the host page.
    const foreignUrl = `http://127.0.0.1:${webPort}/en`;
    await page.evaluate((src) => {
      const foreign = document.createElement('iframe');
      foreign.id = 'foreign';
      foreign.title = 'Foreign page';
      foreign.src = src;
      document.body.append(foreign);
    }, foreignUrl);
    await expect(page.frameLocator('#foreign').locator('html')).toHaveAttribute('lang', 'en');
    const foreign = page.frames().find((candidate) => candidate.url() === foreignUrl);
    if (!foreign) throw new Error('the foreign frame did not load');
    await foreign.evaluate(() => {
      const target = window.parent.frames[0];
      target?.postMessage({ type: 'change_locale', locale: 'de' }, '*');
      target?.postMessage({ type: 'apply_bet_code', code: 'EVIL1' }, '*');
    });
    await expect(frame.locator('html')).toHaveAttribute('data-host-messages-refused', '2');
    expect(frame.url()).toBe(`${SPORTSBOOK}/en`);
    await expect(frame.locator('html')).toHaveAttribute('lang', 'en');

    // The same message from the allowed host is acted on: the listener was there all along.
    await page.getByLabel('Locale').selectOption('de');
    await page.getByRole('button', { name: 'Change locale' }).click();
    await expect(page.frameLocator('#sportsbook').locator('html')).toHaveAttribute('lang', 'de');
  });
});

test.describe('mobile-app mode', () => {
  test('?app=1 hides the header and footer for the session; ?app=0 brings them back', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.goto('/en?app=1');
    await expect(page.locator('html')).toHaveAttribute('data-app-mode', '1');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-embedded', 'app');
    await expectNoAxeViolations(page);

    // Kept for the session: a later page without the flag still has no shell.
    await page.goto('/en/live');
    await expect(page.locator('html')).toHaveAttribute('data-app-mode', '1');
    await expect(page.getByRole('banner')).toHaveCount(0);

    await page.goto('/en/live?app=0');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
