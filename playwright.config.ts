import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { bound } from './e2e/bounds';
import { ERROR_RECEIVER_PORT } from './e2e/error-receiver-port';
import { E2E_TAG_MANAGER } from './e2e/tag-manager';

// End-to-end tests run the real product (built server + web) on its own ports and a fresh data folder,
// in Debian's Chromium. Playwright's own browser downloads are never used.
// Ports can be moved (E2E_WEB_PORT, E2E_API_PORT) so two runs on one machine do not collide.
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
/** The back office's own port (e2e/backoffice.spec.ts), two above the web port as `npm start` puts it. */
export const backofficePort = webPort + 2;
const dataDir = join(import.meta.dirname, '.cache', 'e2e-data');
if (!process.env.TEST_WORKER_INDEX) rmSync(dataDir, { recursive: true, force: true });

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: '.cache/test-results',
  fullyParallel: true,
  // Two browsers; E2E_WORKERS sets another number (one per lane of `npm run test:repeat` made each test slower
  // still: bench/RESULTS.md, "The test command").
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Bounds on a hang, not speed targets (those are in bench/): at load 17-20, beside another full run, a page that
  // takes 2 s on a quiet machine took over 10, and whole tests over a minute.
  timeout: bound(90_000),
  expect: { timeout: bound(15_000) },
  reporter: [['list'], ['json', { outputFile: '.cache/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: {
    command: 'node scripts/start.mjs --no-build',
    // Ready when a page answers and the web app reaches the API through its /api forwarding.
    url: `http://127.0.0.1:${webPort}/api/sportsbook/sports`,
    timeout: bound(180_000),
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(webPort),
      API_PORT: String(apiPort),
      BACKOFFICE_PORT: String(backofficePort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The browser on 127.0.0.1 plays the CDN in front of the web process: its country header
      // (e2e/accounts.spec.ts) is passed on, a client's on any other address is dropped (e2e/client-address.spec.ts).
      // The API trusts the web process on the same address.
      TRUSTED_PROXIES: '127.0.0.1',
      // A tag manager on an origin of its own that no server answers: every page's request for it is fulfilled by
      // the test (e2e/fixtures.ts, e2e/consent.spec.ts), so no run reaches Google.
      TAG_MANAGER_ID: E2E_TAG_MANAGER.containerId,
      TAG_MANAGER_ORIGIN: E2E_TAG_MANAGER.origin,
      // Both processes report errors to the local receiver e2e/error-reporting.spec.ts runs (ADR 033); the built web
      // honours the development failure triggers (`?throw=render` ...).
      SENTRY_DSN: `http://public@127.0.0.1:${ERROR_RECEIVER_PORT}/1`,
      SENTRY_ENVIRONMENT: 'e2e',
      ERROR_TRIGGERS: '1',
      // The demo jackpot drops only when a spec forces it (e2e/jackpots.spec.ts): a random hit would break every
      // other spec's exact balance check (ADR 034).
      DEMO_JACKPOT_DRAWS: 'false',
      // No provider outage of the simulator's own: one falls a few times a day at wall-clock times, and while it
      // lasts the provider's matches take no bets and their events wait, failing whichever spec runs then.
      FEED_OUTAGES: 'false',
      // A looser limit waits 15 s instead of 24 h: e2e/limits.spec.ts sees its confirm button come when it is due,
      // e2e/withdrawals.spec.ts is refused an early confirmation well inside it.
      LIMIT_COOLING_PERIOD_SECONDS: '15',
      // A pending deposit (an amount ending in .77) is approved 15 s after the player returns, not 5 s: under a
      // loaded machine the page it returns to took longer than 5 s to load, and e2e/accounts.spec.ts must see the
      // balance before the approval to show it changing on the page.
      SIMULATED_DEPOSIT_PENDING_MS: '15000',
      // Racing on (with its provider's page) and lotteries off, so e2e/shell-settings.spec.ts sees an additional
      // product each way; the arena is on without a provider's page.
      ADDITIONAL_PROVIDERS: 'horse_racing=https://racing.example/sportsbook,virtual_gaming_arena',
      // The operator's own pages (features/custom-pages): one with text in English and German, one linking out
      // (e2e/shell-settings.spec.ts).
      CUSTOM_PAGES: JSON.stringify([
        {
          slug: 'responsible-gaming',
          title: { en: 'Responsible gaming', de: 'Verantwortungsvolles Spielen' },
          paragraphs: {
            en: ['Set your limits before you play.'],
            de: ['Setzen Sie Ihre Limits, bevor Sie spielen.'],
          },
        },
        { slug: 'partner-casino', title: { en: 'Our casino' }, url: 'https://casino.example/' },
      ]),
    },
  },
});
