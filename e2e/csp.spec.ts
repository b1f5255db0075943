import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { bound } from './bounds';
import { consentGivenIn, quietRemindersIn } from './fixtures';
import { E2E_TAG_MANAGER } from './tag-manager';

// The Content-Security-Policy of the web (docs/decisions/026) in the real product: a kept anonymous page (its
// inline scripts allowed by hash), a match page, a signed-in player's kept page (by hash) and their favourites
// page rendered per request (by nonce, ADR 037) must run every script they need with no violation reported:
// prices show and move to the slip, the real-time socket opens, sign-in and a deposit through the payment widget
// work.

const PASSWORD = 'csp-pass-2026';
// The product runs with a tag manager here (e2e/tag-manager.ts): its origin is the one source the policy adds, and
// its script loads on every page of this spec (consent is given), by host on kept pages and by nonce on the rest.
const TAG_MANAGER_SOURCE = E2E_TAG_MANAGER.origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface ApiMatch {
  id: number;
  slug: string;
  sport: { key: string };
  main_market: { id: number; specifier: string; outcomes: { id: string; active: boolean }[] } | null;
}

/** Every violation the page reports, from the DOM event and from the console, from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      ),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

async function quietReminders(context: BrowserContext, baseURL: string) {
  await consentGivenIn(context, baseURL);
  await quietRemindersIn(context, baseURL);
}

const scriptSources = (policy: string | undefined) =>
  policy
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src ')) ?? '';

async function openMatch(request: APIRequestContext): Promise<ApiMatch> {
  let match: ApiMatch | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/api/sportsbook/matches?match_status=0&type=match&limit=50&start_from=${encodeURIComponent(new Date(Date.now() + 30 * 60_000).toISOString())}`,
        );
        const found = response.ok() ? ((await response.json()) as { data: ApiMatch[] }).data : [];
        match = found.find((m) => m.main_market?.outcomes.some((o) => o.active));
        return match !== undefined;
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  return match as ApiMatch;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(bound(150_000));
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await expect
    .poll(async () => (await api.get('/api/platform/country').catch(() => null))?.status(), {
      timeout: 120_000,
    })
    .toBe(200);
  await api.dispose();
});

test.beforeEach(async ({ context, baseURL }) => {
  await quietReminders(context, baseURL ?? '');
});

test('a visitor: the kept home page and a match page run by hash, show prices, take a pick, open real time', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/connection/websocket'));
  const home = await page.goto('/en');
  const homeHeaders = home?.headers() ?? {};
  expect(homeHeaders['x-page-cache']).toMatch(/^(miss|hit|stale)$/);
  expect(scriptSources(homeHeaders['content-security-policy'])).toMatch(
    new RegExp(`^script-src 'self'( 'sha256-[^']+')+ ${TAG_MANAGER_SOURCE}$`),
  );
  await expect(page.locator('button[data-outcome-id]').first()).toBeVisible();
  await socket;

  const match = await openMatch(page.request);
  const market = match.main_market;
  const outcome = market?.outcomes.find((o) => o.active);
  if (!market || !outcome) throw new Error('a match with an open main market is needed');
  const matchPage = await page.goto(`/en/${match.sport.key}/${match.slug}`);
  expect(scriptSources(matchPage?.headers()['content-security-policy'])).toMatch(/'sha256-/);
  const button = page
    .getByRole('tabpanel')
    .locator(`[data-market-id="${market.id}"][data-specifier="${market.specifier}"]`)
    .first()
    .locator(`button[data-outcome-id="${outcome.id}"]`);
  await expect(button).toBeEnabled();
  // The slip takes over the odds buttons once the page's scripts have run.
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('#ticket-panel').getByTestId('slip-selection')).toHaveCount(1);
  expect(await violations()).toEqual([]);
});

test('a player signs in, gets kept pages by hash and favourites by nonce, and deposits through the widget', async ({
  page,
  context,
  baseURL,
}) => {
  const violations = await watchViolations(page);
  const email = `e2e-csp-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.request.get('/api/platform/country');
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'sb_csrf')?.value ?? '';
  const signUp = await page.request.post('/api/platform/users/sign_up', {
    headers: { 'x-csrf-token': csrf },
    data: { email, password: PASSWORD, currency: 'EUR', country: 'DE', locale: 'en' },
  });
  expect(signUp.status()).toBe(200);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/platform/dev/mailbox?to=${encodeURIComponent(email)}`);
      const body = (await answer.json()) as { messages: { links: string[] }[] };
      link = body.messages.flatMap((m) => m.links).find((url) => url.includes('confirmation_token='));
      return link;
    })
    .toBeTruthy();
  const confirmed = await page.request.post('/api/platform/users/confirmation', {
    headers: { 'x-csrf-token': csrf },
    data: { confirmation_token: new URL(link ?? '').searchParams.get('confirmation_token') },
  });
  expect(confirmed.status()).toBe(200);
  const profile = await page.request.put('/api/platform/player/profile', {
    headers: { 'x-csrf-token': csrf },
    data: { first_name: 'Cy', last_name: 'Player', date_of_birth: '1990-05-05' },
  });
  expect(profile.status()).toBe(200);
  // Signed out again, to sign in through the page.
  await context.clearCookies();
  await quietReminders(context, baseURL ?? '');

  await page.goto('/en#signIn');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  const balance = page.getByRole('banner').getByTestId('header-balance');
  await expect(balance).toHaveText('€0.00');

  // The favourites page reads the player's list on the server: rendered for them, by nonce (ADR 037).
  const personal = await page.goto('/en/favorites');
  const personalHeaders = personal?.headers() ?? {};
  expect(personalHeaders['x-page-cache']).toBeUndefined();
  expect(scriptSources(personalHeaders['content-security-policy'])).toMatch(
    new RegExp(`^script-src 'self' 'nonce-[^']+' ${TAG_MANAGER_SOURCE}$`),
  );
  await expect(balance).toHaveText('€0.00');

  // Every other page is the one kept for all signed-in players, by hash; the deposit runs on it.
  const signedIn = await page.goto('/en');
  const headers = signedIn?.headers() ?? {};
  expect(headers['x-page-cache']).toMatch(/^(hit|stale|miss)$/);
  expect(scriptSources(headers['content-security-policy'])).toMatch(/'sha256-/);
  expect(scriptSources(headers['content-security-policy'])).not.toContain('nonce-');
  await expect(balance).toHaveText('€0.00');

  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await deposit.getByLabel('Other amount (EUR)').fill('25');
  await deposit.getByRole('radio', { name: 'Card' }).check();
  // Back from the widget the page reads the paid payment to name its amount: wait for that, not for the
  // widget's own notice on the page it leaves.
  const paymentRead = page.waitForResponse((response) =>
    /\/api\/platform\/payments\/\d+$/.test(new URL(response.url()).pathname),
  );
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await paymentRead;
  await expect(page.getByText('€25.00 added to your balance.')).toBeVisible();
  await expect(balance).toHaveText('€25.00');
  expect(await violations()).toEqual([]);
});
