import { demoStaff, signInToBackoffice } from './backoffice-fixtures';
import { bound } from './bounds';
import { expect, expectNoAxeViolations, freshPlayer, realtimeSubscribed, test } from './fixtures';

// The back office's Players screen (ADR 038): a support member signs in with password and TOTP, finds a fresh
// player, grants the demo manual-grant freebet with a reason, and the player's page (another browser context)
// shows the bonus card live. The regulator then reads the audit log: the grant is there and the chain verifies.
// No match is used: the spec takes no slice of the feed.
const MANUAL_CAMPAIGN = 'Demo: manual only-win freebet';

test.setTimeout(bound(120_000));
test('support grants a freebet that the player sees; the audit log shows the grant and verifies', async ({
  page,
  browser,
  request,
}) => {
  const email = await freshPlayer(page, 'bo-players');
  const profile = (await (await page.request.get('/api/platform/player')).json()) as { id: number };
  await page.goto('/en');
  await realtimeSubscribed(page, `private:${profile.id}`);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInToBackoffice(staff, await demoStaff(request, 'support'));
  await staff.getByRole('link', { name: 'Players' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();

  // Found by a fragment of the e-mail, with the keyboard: type, Enter, then the result's button.
  await staff.getByLabel('Search by id, e-mail or name').fill(email.split('@')[0] ?? email);
  await staff.keyboard.press('Enter');
  const result = staff.getByRole('button', { name: email });
  await result.focus();
  await staff.keyboard.press('Enter');
  await expect(
    staff.getByRole('heading', { level: 2, name: `Player ${profile.id}: ${email}` }),
  ).toBeVisible();
  await expect(staff.getByTestId('player-status')).toHaveText('Active');
  await expectNoAxeViolations(staff);

  await staff.getByLabel('Reason (kept in the audit log)').fill('goodwill after a support call');
  const campaign = staff.getByLabel('Campaign');
  await expect(campaign.getByRole('option', { name: new RegExp(MANUAL_CAMPAIGN) })).toHaveCount(1);
  await campaign.selectOption({ label: `${MANUAL_CAMPAIGN} (freebet_only_win)` });
  await staff.getByRole('button', { name: 'Grant freebet' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Done (audit #' })).toBeVisible();

  // The player's page shows the bonus card, live.
  const card = page.getByRole('dialog', { name: 'A freebet from us' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Only-win freebet of €2.00');

  // A second grant of the same campaign is refused (one per player), and says so.
  await staff.getByRole('button', { name: 'Grant freebet' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Refused:' })).toBeVisible();
  await staffContext.close();

  // The regulator reads the audit log: the grant, by support, with its reason; the chain verifies.
  const auditContext = await browser.newContext();
  const regulator = await auditContext.newPage();
  await signInToBackoffice(regulator, await demoStaff(request, 'regulator'));
  await regulator.getByRole('link', { name: 'Audit log' }).click();
  const entry = regulator
    .getByRole('row')
    .filter({ hasText: 'player.freebet_grant' })
    .filter({ hasText: 'goodwill after a support call' });
  await expect(entry.filter({ hasText: 'done' }).first()).toContainText('support@backoffice.example.com');
  await regulator.getByRole('button', { name: 'Verify chain' }).click();
  await expect(regulator.getByRole('status')).toContainText('Chain verified');
  await auditContext.close();
});
