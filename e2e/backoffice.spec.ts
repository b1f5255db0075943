import type { TradingMatch } from '@sportsbook/contracts/backoffice';
import { demoStaff, signInToBackoffice } from './backoffice-fixtures';
import { bound } from './bounds';
import {
  type ApiMatch,
  expect,
  expectNoAxeViolations,
  matchesWhenReady,
  realtimeSubscribed,
  test,
} from './fixtures';

// The staff back office (ADR 036) on its own port: a trader signs in with password and TOTP, suspends a market,
// and the player site, open in a second page, shows it suspended live; the audit log shows the step and its
// chain verifies. The match is not football (the other specs take football matches) and starts in more than an
// hour, so nothing else touches its main market meanwhile.
const TRADER = 'trader@backoffice.example.com';

test.setTimeout(bound(120_000));

test('a trader suspends a market and the player site shows it live; the audit log verifies', async ({
  page,
  context,
  request,
}) => {
  const from = new Date(Date.now() + 60 * 60_000).toISOString();
  const candidates = await matchesWhenReady(
    request,
    `match_status=0&type=match&start_from=${encodeURIComponent(from)}&limit=100`,
    (m) => m.sport.key !== 'football' && (m.main_market?.outcomes.every((o) => o.active) ?? false),
  );
  const trader = await demoStaff(request, 'trader');

  // Sign in: password, then the code of the demo secret at this moment.
  await signInToBackoffice(page, trader);
  await expect(page.getByRole('heading', { level: 1, name: 'Trading' })).toBeVisible();
  await page.getByLabel('Matches').selectOption('upcoming');

  // A match both lists show: the back office's first 50 upcoming and the player site's non-football ones.
  const listed = await page.waitForResponse((r) =>
    r.url().includes('/api/backoffice/matches?status=upcoming'),
  );
  const tradable = ((await listed.json()) as { data: TradingMatch[] }).data;
  const match = candidates.find((m) => tradable.some((t) => t.id === m.id)) as
    | (ApiMatch & { main_market: NonNullable<ApiMatch['main_market']> })
    | undefined;
  if (!match) throw new Error('no upcoming match listed in both');
  const market = match.main_market;
  const marketId = `${match.id}|${market.id}|${market.specifier}`;

  // The player site in a second page, subscribed to the match.
  const player = await context.newPage();
  await player.goto(`/en/${match.sport.key}/${match.slug}`);
  const card = player
    .getByRole('tabpanel')
    .locator(`[data-market-id="${market.id}"][data-specifier="${market.specifier}"]`)
    .first();
  await expect(card.getByRole('button').first()).toBeEnabled();
  await realtimeSubscribed(player, `match:${match.id}`);

  const matchCard = page.locator(`article[aria-labelledby="match-${match.id}"]`);
  await matchCard.getByRole('button', { name: /^Markets/ }).click();
  const row = page.locator(`tr[data-market="${marketId}"]`);
  await row.getByLabel('Reason').fill('team news pending');
  await row.getByRole('button', { name: /^Suspend/ }).click();
  await expect(row.getByRole('status')).toContainText('Done (audit #');
  await expect(row.getByTestId('market-status')).toHaveText('Suspended');
  await expect(card.getByText('Suspended')).toBeVisible();
  for (const button of await card.getByRole('button').all()) await expect(button).toBeDisabled();
  await expectNoAxeViolations(page);

  // The audit log names the step; the chain verifies.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const entry = page
    .getByRole('row')
    .filter({ hasText: 'market.suspend' })
    .filter({ hasText: 'team news pending' });
  await expect(entry.first()).toContainText(TRADER);
  await page.getByRole('button', { name: 'Verify chain' }).click();
  await expect(page.getByRole('status')).toContainText('Chain verified');
  await expectNoAxeViolations(page);

  // Reopened from the back office, the player's market opens again.
  await page.getByRole('link', { name: 'Trading' }).click();
  await page.getByLabel('Matches').selectOption('upcoming');
  await matchCard.getByRole('button', { name: /^Markets/ }).click();
  await row.getByRole('button', { name: /^Reopen/ }).click();
  await expect(card.getByText('Suspended')).toHaveCount(0);
});
