import { demoStaff, signInToBackoffice } from './backoffice-fixtures';
import { bound } from './bounds';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Marketing creates a freebet campaign in the back office (ADR 039): it is listed with its budget and nothing paid
// out yet; deactivated with a reason, it shows paused (the audit rows of both steps are checked by the API tests:
// marketing does not read the audit log). The campaign is granted by hand and hidden from the promotions page, so
// no other spec meets it.

test.setTimeout(bound(120_000));

test('marketing creates a campaign, sees its budget and nothing paid out, deactivates it, and reads the engagement views', async ({
  page,
  request,
}) => {
  const marketing = await demoStaff(request, 'marketing');
  await signInToBackoffice(page, marketing);

  await page.getByRole('link', { name: 'Campaigns' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  const name = `E2E autumn freebet ${Date.now()}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Title shown to players (English)').fill('Autumn freebet');
  await page.getByLabel('Terms (English)').fill('One freebet per player.');
  await page.getByLabel('Freebet amount (EUR)').fill('5');
  await page.getByLabel('Budget (EUR)').first().fill('250');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('status')).toContainText(`Campaign ${name} created (audit #`);

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Active');
  // Budget, then paid out so far (the columns after status and validity).
  await expect(row.getByRole('cell').nth(5)).toHaveText('250.00 EUR');
  await expect(row.getByRole('cell').nth(6)).toHaveText('0.00 EUR');
  await expectNoAxeViolations(page);

  await row.getByLabel('Reason').fill('paused for review');
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('status')).toContainText(`Campaign ${name} changed (audit #`);
  await expect(row).toContainText('Paused');

  // The engagement views (ADR 039, amendment), in the same sign-in (a TOTP code is accepted once): the demo
  // jackpot's pools per level and the demo tournament's standings; read-only, so no other spec is touched.
  const jackpots = page.getByRole('table', { name: 'Jackpots' });
  const mega = jackpots
    .getByRole('row')
    .filter({ hasText: 'Sportsbook Jackpot' })
    .filter({ hasText: 'Mega' });
  // Seed 5,000.00 EUR; its pool holds at least the seed.
  await expect(mega.getByRole('cell').nth(3)).toHaveText('5000.00 EUR');
  await expect(mega.getByRole('cell').nth(4)).toContainText('EUR');

  const tournaments = page.getByRole('table', { name: 'Tournaments and bonus hunting' });
  const demo = tournaments.getByRole('row').filter({ hasText: 'Demo: hunting tournament' });
  await expect(demo).toContainText('Tournament');
  const standings = demo.getByRole('list', { name: 'Standings of Demo: hunting tournament' });
  await expect(standings.getByRole('listitem').first()).toContainText(/Player #\d+: [\d.]+ EUR/);
  await expectNoAxeViolations(page);
});
