import { readFile } from 'node:fs/promises';
import { backofficeMarketId } from '@sportsbook/contracts/backoffice';
import { WAGER_EXPORT_COLUMNS } from '@sportsbook/contracts/backoffice-reports';
import { CSRF_COOKIE, CSRF_HEADER } from '@sportsbook/contracts/cookies';
import { utcDay } from '@sportsbook/domain/reports';
import { backoffice, demoStaff, signInToBackoffice } from './backoffice-fixtures';
import { bound } from './bounds';
import {
  apiPost,
  expect,
  expectNoAxeViolations,
  feedControl,
  freshPlayer,
  matchesWhenReady,
  type OpenMatch,
  type PlacedBet,
  test,
} from './fixtures';

// The regulator in the back office (ADR 041): a fresh player's bet is placed and settled first; the regulator
// signs in with password and TOTP, opens Reports (the bet in the revenue tables), downloads the wager export and
// finds the bet in it, tries a write through the API with the regulator's own session and is refused, and the
// audit log names each step and its chain verifies. The bet is on a cricket match more than an hour ahead (no
// other spec takes cricket), the last one listed.
const REGULATOR = 'regulator@backoffice.example.com';
const STAKE = 500;

test.setTimeout(bound(150_000));

test('the regulator downloads the wager export with a new bet in it, cannot write, and the audit log verifies', async ({
  page,
  browser,
  request,
}) => {
  // A fresh player's single on a prematch cricket match.
  await freshPlayer(page, 'regulator-export');
  await apiPost(page.request, '/api/platform/payments/deposits', {
    amount: 5_000,
    currency: 'EUR',
    method: 'card',
  });
  const from = new Date(Date.now() + 60 * 60_000).toISOString();
  const cricket = await matchesWhenReady(
    request,
    `match_status=0&type=match&sport_key=cricket&start_from=${encodeURIComponent(from)}&limit=100`,
    (m) => m.main_market?.outcomes.every((o) => o.active) ?? false,
  );
  const match = cricket.at(-1) as OpenMatch;
  const market = match.main_market;
  const [outcome] = market.outcomes;
  if (!outcome) throw new Error('no outcome');
  const [bet] = (await apiPost(page.request, '/api/sportsbook/v3/bets', {
    bets: [
      {
        type: 'single',
        stake: { value: STAKE, currency: 'EUR' },
        selections: [
          {
            match_id: match.id,
            market_id: market.id,
            specifier: market.specifier,
            outcome_id: outcome.id,
            odds: outcome.odds,
          },
        ],
      },
    ],
  })) as PlacedBet[];
  if (!bet) throw new Error('no bet placed');
  const player = (await (await page.request.get('/api/platform/player')).json()) as { id: number };
  // Played to its end, the bet is settled on the UTC day before or after the finish (they differ only across
  // midnight): the revenue reports count it on that day, within their default last seven days.
  const dayBefore = utcDay(new Date());
  await feedControl(page.request, `/matches/${match.id}/start`, {});
  await feedControl(page.request, `/matches/${match.id}/finish`, { home: 3, away: 0 });
  await expect
    .poll(
      async () => {
        const answer = await page.request.get('/api/sportsbook/v3/bets?limit=10');
        const mine = ((await answer.json()) as { data: { id: string; result: string | null }[] }).data;
        return mine.find((b) => b.id === bet.betId)?.result ?? null;
      },
      { timeout: 60_000 },
    )
    .not.toBeNull();
  const dayAfterSettlement = utcDay(new Date());

  // The regulator signs in on the back office's own origin, in a browser context of its own.
  const regulator = await demoStaff(request, 'regulator');
  const staffContext = await browser.newContext({ acceptDownloads: true });
  const desk = await staffContext.newPage();
  await signInToBackoffice(desk, regulator);

  // Reports, reached from the keyboard: the range is the last seven UTC days, the new bet's among them.
  const reportsLink = desk.getByRole('link', { name: 'Reports' });
  await reportsLink.focus();
  await desk.keyboard.press('Enter');
  await expect(desk.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const pastPosting = desk.getByRole('region', { name: 'Past-posting report' });
  await expect(pastPosting).toContainText("No bet was accepted after its market's bet stop in this range.");
  const perDay = desk.getByRole('table', { name: 'Revenue per day' });
  const settledOn = `(${dayBefore}|${dayAfterSettlement})`;
  await expect(
    perDay.getByRole('row', { name: new RegExp(`^${settledOn} EUR \\d+ [\\d,.]+ `) }).first(),
  ).toBeVisible();
  await expect(desk.getByRole('table', { name: 'Revenue per sport' })).toContainText('Cricket');
  // Open liability is every player's, now: other specs' bets may be open at this moment (then a table per currency).
  await expect(desk.getByRole('region', { name: 'Open liability (now)', exact: true })).toContainText(
    /No open bets\.|EUR/,
  );
  await expectNoAxeViolations(desk);
  // The layout holds on a phone and a desktop: the wide tables scroll in their own box, the page does not.
  for (const width of [390, 1280]) {
    await desk.setViewportSize({ width, height: 900 });
    expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  // The wager export: the contract's header row, and the player's bet on a line of its own.
  const downloading = desk.waitForEvent('download');
  await desk.getByRole('link', { name: /^Download the wager export/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^wagers-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const [header, ...lines] = csv.split('\r\n');
  expect(header).toBe(WAGER_EXPORT_COLUMNS.join(','));
  const line = lines.find((l) => l.startsWith(`${bet.betId},${bet.ref},`));
  expect(line, `bet ${bet.ref} in the export`).toBeDefined();
  expect(line).toContain(`,${player.id},single,`);
  expect(line).toContain(`,EUR,${STAKE},`);

  // A write with the regulator's own session (and its CSRF token) is refused before anything changes.
  const csrf = (await staffContext.cookies(backoffice)).find((c) => c.name === CSRF_COOKIE)?.value ?? '';
  const marketPath = encodeURIComponent(backofficeMarketId(match.id, market.id, market.specifier));
  const write = await desk.request.post(`${backoffice}/api/backoffice/markets/${marketPath}/suspend`, {
    data: { reason: 'regulator test' },
    headers: { [CSRF_HEADER]: csrf },
  });
  expect(write.status()).toBe(403);
  expect(((await write.json()) as { code: string }).code).toBe('backoffice_forbidden');

  // The audit log names the export and the refused write, both the regulator's; the chain verifies.
  await desk.getByRole('link', { name: 'Audit log' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const rows = desk.getByRole('row').filter({ hasText: REGULATOR });
  await expect(rows.filter({ hasText: 'reports.wager_export' }).first()).toContainText('done');
  await expect(rows.filter({ hasText: 'market.suspend' }).first()).toContainText('refused');
  await desk.getByRole('button', { name: 'Verify chain' }).click();
  await expect(desk.getByRole('status')).toContainText('Chain verified');
  await staffContext.close();
});
