import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import type { PlacedBet } from '@sportsbook/contracts/betting';
import type { ListedMatch, Market, Match } from '@sportsbook/contracts/catalogue';
import { E2E_TAG_MANAGER } from './tag-manager';

// What the end-to-end specs share: the API's types (from packages/contracts), calls to the API with the CSRF
// header, signing in (a demo player, a player made for the test, or through the dialog), the axe check, the
// reminders kept quiet, and waiting for the product: its API at start, its real-time subscriptions before the
// server publishes. Specs import `test` and `expect` from here.

/** A match as `GET /matches` lists it (a list row's fields, ADR 037). */
export type ApiMatch = ListedMatch;
/** A match as `GET /matches/{id}` answers it: its top markets and an outright's competitors too. */
export type ApiFullMatch = Match;
export type ApiMarket = Market;
/** A match whose main market is there (the lists leave it null for a match without one). */
export type OpenMatch = ApiMatch & { main_market: ApiMarket };
/** A pick of a match's main market: the match and one of its outcomes. */
export interface Leg {
  match: OpenMatch;
  outcome: OpenMatch['main_market']['outcomes'][number];
}
export type { PlacedBet };

export interface Credentials {
  email: string;
  password: string;
}

/** The password of every seeded demo player (apps/server/src/db/seed.ts). */
export const DEMO_PASSWORD = 'demo-pass-1';
export const demoPlayer = (email: string): Credentials => ({ email, password: DEMO_PASSWORD });

/** The API wants the CSRF cookie echoed in a header on every state-changing call; one GET sets the cookie. */
export async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/api/platform/country');
  const token = (await request.storageState()).cookies.find((c) => c.name === 'sb_csrf')?.value ?? '';
  return { 'x-csrf-token': token };
}

/** A POST the test expects to succeed (200), with the CSRF header; answers the body. */
export async function apiPost(request: APIRequestContext, path: string, body: unknown): Promise<unknown> {
  const response = await request.post(path, { data: body, headers: await csrfHeaders(request) });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** A call to the feed simulator's development control surface (`/api/dev/feed...`). */
export const feedControl = (request: APIRequestContext, path: string, body: unknown) =>
  apiPost(request, `/api/dev/feed${path}`, body);

/**
 * The feed's snapshot is stored a few seconds after the server starts: waits until the API lists matches (at least
 * `atLeast` of those `accept` takes, when given).
 */
export async function matchesWhenReady(
  request: APIRequestContext,
  query: string,
  accept: (match: ApiMatch) => boolean = () => true,
  atLeast = 1,
): Promise<ApiMatch[]> {
  let found: ApiMatch[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/sportsbook/matches?${query}`);
        found = response.ok() ? ((await response.json()) as { data: ApiMatch[] }).data.filter(accept) : [];
        return found.length;
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBeGreaterThanOrEqual(atLeast);
  return found;
}

/**
 * Prematch football matches starting in more than an hour whose main market is open with every price above 1.2:
 * their prices hold still until a test forces one. A spec that forces prices takes `count` of them from position
 * `from`, clear of the positions other specs take (the first few, and the last two for the bets spec).
 */
export async function upcomingMatches(
  request: APIRequestContext,
  from: number,
  count: number,
): Promise<OpenMatch[]> {
  const start = new Date(Date.now() + 60 * 60_000).toISOString();
  const usable = await matchesWhenReady(
    request,
    `match_status=0&type=match&sport_key=football&start_from=${encodeURIComponent(start)}&limit=50`,
    (m) => m.main_market?.outcomes.every((o) => o.active && o.odds > 1200) ?? false,
    from + count,
  );
  return usable.slice(from, from + count) as OpenMatch[];
}

/** Opens the header's settings menu (odds format and language), if it is not open already. */
export async function openHeaderSettings(page: Page): Promise<void> {
  const menu = page.getByRole('banner').getByTestId('header-settings');
  if ((await menu.getAttribute('open')) === null) await menu.locator('summary').click();
  await expect(menu).toHaveAttribute('open', '');
}

export const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');

/** The header's visitor corner once the page has started and knows nobody is signed in (`data-auth-status`). */
export const signedOutHeader = (page: Page) => page.locator('[data-auth-status="not_logged_in"]');

/** Fills and sends the sign-in dialog, which must be open. */
export async function fillSignInDialog(page: Page, credentials: Credentials): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail address').fill(credentials.email);
  await dialog.getByLabel('Password').fill(credentials.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the open sign-in dialog and waits for it to close and the header to show the balance. */
export async function signInThroughDialog(page: Page, credentials: Credentials): Promise<void> {
  await fillSignInDialog(page, credentials);
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
  await expect(headerBalance(page)).toBeVisible();
}

/** Signs in through the dialog opened by `#signIn` on `path`. */
export async function signInThroughPage(page: Page, credentials: Credentials, path = '/en'): Promise<void> {
  await page.goto(`${path}#signIn`);
  await signInThroughDialog(page, credentials);
}

/** Signs the page's browser context in through the API (no page is opened). */
export async function signInThroughApi(page: Page, credentials: Credentials): Promise<void> {
  await apiPost(page.request, '/api/platform/users/sign_in', credentials);
}

/** The EUR demo player the development API lists (not the excluded or SPI test one). */
export async function eurDemoPlayer(request: APIRequestContext): Promise<Credentials> {
  const answer = await request.get('/api/dev/demo-players');
  const { players } = (await answer.json()) as { players: (Credentials & { description: string })[] };
  const demo = players.find(
    (player) => player.description.includes('EUR') && !/excluded|spi_test/.test(player.description),
  );
  if (!demo) throw new Error('no EUR demo player');
  return { email: demo.email, password: demo.password };
}

export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The newest link the development mailbox holds for an address, as a path on this site. */
export async function mailedLink(request: APIRequestContext, to: string, contains: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/platform/dev/mailbox?to=${encodeURIComponent(to)}`);
        const body = (await answer.json()) as { messages: { links: string[] }[] };
        link = body.messages.flatMap((message) => message.links).find((url) => url.includes(contains));
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

/** The password of the players `freshPlayer` makes. */
export const FRESH_PASSWORD = 'sure-bet-2026';

let visitors = 0;
/** A visitor address of its own per call, in the range set aside for tests (198.18.0.0/15, RFC 2544). */
function visitorAddress(): string {
  visitors += 1;
  const n = (process.pid * 1024 + visitors) % 131_072;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 0xff}.${n & 0xff}`;
}

/**
 * A confirmed player with a complete profile, made through the API (sign-up, the mailed confirmation link,
 * profile) and signed in in the page's browser context; answers the e-mail address. The account is in EUR
 * unless `currency` names another.
 */
export async function freshPlayer(
  page: Page,
  tag: string,
  { currency = 'EUR' }: { currency?: string } = {},
): Promise<string> {
  const email = uniqueEmail(tag);
  const api = page.request;
  const headers = await csrfHeaders(api);
  // Each new player is a visitor of their own: the test, on 127.0.0.1, plays the CDN in front of the web process
  // (playwright.config.ts TRUSTED_PROXIES) and names the visitor's address, as the CDN would. From one address the
  // whole run's sign-ups met the mail limit per address (20 in ten minutes) and later specs got 429.
  const signUp = await api.post('/api/platform/users/sign_up', {
    headers: { ...headers, 'x-forwarded-for': visitorAddress() },
    data: { email, password: FRESH_PASSWORD, currency, country: 'DE', locale: 'en' },
  });
  expect(signUp.status()).toBe(200);
  const link = await mailedLink(api, email, 'confirmation_token=');
  const token = new URL(link, 'http://x').searchParams.get('confirmation_token');
  const confirm = await api.post('/api/platform/users/confirmation', {
    headers,
    data: { confirmation_token: token },
  });
  expect(await confirm.json()).toMatchObject({ signed_in: true });
  const profile = await api.put('/api/platform/player/profile', {
    headers,
    data: { first_name: 'Eve', last_name: 'Tester', date_of_birth: '1990-05-05' },
  });
  expect(profile.status()).toBe(200);
  return email;
}

/** Fails with every axe violation on the page as it is now (within `include`, a selector, when given). */
export async function expectNoAxeViolations(
  page: Page,
  { include }: { include?: string } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(
    results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
  ).toEqual([]);
}

/**
 * Waits until the page's real-time client is connected with every channel it uses subscribed (the `<html>`
 * attributes of apps/web/src/shared/realtime/realtime-state.ts), and, when given, with a channel whose name
 * starts with `channelPrefix` among them (`match:12`, `private:`). Publications the server sends after this
 * reach the page.
 */
export async function realtimeSubscribed(page: Page, channelPrefix?: string): Promise<void> {
  const html = page.locator('html');
  if (channelPrefix) {
    const escaped = channelPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(html).toHaveAttribute('data-realtime-channels', new RegExp(`(^| )${escaped}`));
  }
  await expect(html).toHaveAttribute('data-realtime', 'subscribed');
}

/** Marks the page's document, so a test can tell later that no navigation replaced it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
}

export const stillSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

/** Keeps the deposit and sign-up reminders from opening in a browser context (the `quietReminders` option). */
export async function quietRemindersIn(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'deposit_reminder', value: '1', url: baseURL }]);
  await context.addInitScript(() => window.sessionStorage.setItem('signUpReminder', '1'));
}

/**
 * A visitor who accepted cookies earlier (the `consent` cookie, value 1), so the cookie banner stays away from
 * tests that are about something else; the tag manager's script that then loads is answered with an empty one.
 */
export async function consentGivenIn(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'consent', value: '1', url: baseURL }]);
  await answerTagManager(context);
}

/** Answers the tag manager's script (e2e/tag-manager.ts) with `body`, so it never reaches a network. */
export async function answerTagManager(context: BrowserContext, body = ''): Promise<void> {
  await context.route(`${E2E_TAG_MANAGER.origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body }),
  );
}

interface Options {
  /**
   * Keeps the deposit and sign-up reminders from opening over a test that is about something else (true unless a
   * test is about a reminder: the sign-up reminder opens after a minute, which a test on a loaded machine passes).
   */
  quietReminders: boolean;
  /** The visitor already chose to accept cookies (true unless a test is about the consent banner). */
  consentGiven: boolean;
}

interface WorkerFixtures {
  /** The product answers its API (the server builds its feed in the background after it starts). */
  productReady: undefined;
}

export const test = base.extend<Options, WorkerFixtures>({
  quietReminders: [true, { option: true }],
  consentGiven: [true, { option: true }],
  productReady: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await expect
        .poll(async () => (await api.get('/api/platform/country').catch(() => null))?.status(), {
          timeout: 120_000,
        })
        .toBe(200);
      await api.dispose();
      await use(undefined);
    },
    { scope: 'worker', auto: true, timeout: 150_000 },
  ],
  context: async ({ context, baseURL, quietReminders, consentGiven }, use) => {
    if (quietReminders) await quietRemindersIn(context, baseURL ?? '');
    if (consentGiven) await consentGivenIn(context, baseURL ?? '');
    await use(context);
  },
});

export { expect };

/** The odds button of an outcome of the match's main market, on the match page. */
export function outcomeButton(page: Page, match: OpenMatch, outcomeId: string): Locator {
  return mainMarketCard(page, match).locator(`button[data-outcome-id="${outcomeId}"]`);
}

/** One up/down mark an odds button showed: its outcome, its direction and the button's text (the announcement). */
export interface OddsMark {
  outcome: string;
  direction: string;
  text: string;
}

/**
 * Starts recording every up/down mark the odds buttons inside `scope` (a market card) show. A mark lasts 1.5 s (the
 * web's `ODDS_CHANGE_MARK_MS`), less than a few assertions can take on a loaded machine, so a test reads what was
 * shown instead of catching the mark while it lasts. Resolves to a reader of the marks so far.
 */
export async function recordOddsMarks(scope: Locator): Promise<() => Promise<OddsMark[]>> {
  await scope.evaluate((root) => {
    const marks: OddsMark[] = [];
    (window as unknown as { oddsMarks: OddsMark[] }).oddsMarks = marks;
    const record = () => {
      for (const button of root.querySelectorAll<HTMLElement>('button[data-odds-direction]')) {
        const mark = {
          outcome: button.dataset.outcomeId ?? '',
          direction: button.dataset.oddsDirection ?? '',
          text: button.textContent ?? '',
        };
        const seen = marks.some(
          (m) => m.outcome === mark.outcome && m.direction === mark.direction && m.text === mark.text,
        );
        if (!seen) marks.push(mark);
      }
    };
    new MutationObserver(record).observe(root, {
      attributes: true,
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  return () => scope.page().evaluate(() => (window as unknown as { oddsMarks: OddsMark[] }).oddsMarks);
}

/** The card of the match's main market on its match page. */
export function mainMarketCard(page: Page, match: OpenMatch): Locator {
  return page
    .getByRole('tabpanel')
    .locator(`[data-market-id="${match.main_market.id}"][data-specifier="${match.main_market.specifier}"]`)
    .first();
}

/** Picks an odds button: the slip takes over the buttons once the page has hydrated, so it is pressed until it holds. */
export async function pickOutcome(button: Locator): Promise<void> {
  await expect(button).toBeEnabled();
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** Opens a match page and picks an outcome of its main market; the slip shows it as picked. */
export async function pickOnMatchPage(page: Page, match: OpenMatch, outcomeId: string): Promise<void> {
  await page.goto(`/en/${match.sport.key}/${match.slug}`);
  await pickOutcome(outcomeButton(page, match, outcomeId));
}
