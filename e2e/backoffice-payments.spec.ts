import { demoStaff, signInToBackoffice } from './backoffice-fixtures';
import { bound } from './bounds';
import { apiPost, expect, expectNoAxeViolations, freshPlayer, test } from './fixtures';

// Finance works the withdrawal queue (ADR 039): a fresh player of its own requests a withdrawal, a finance member
// signs in to the back office (password, then TOTP), approves it in the queue, and the player's transactions page
// shows it paid; the audit log names the step and its chain verifies. The development auto-approval is off (its
// default), so nothing approves the withdrawal behind the queue's back. The staff member browses in a context of
// their own: the player's session and the staff cookie never share a jar.
const FINANCE = 'finance@backoffice.example.com';

test.setTimeout(bound(120_000));

test('finance approves a withdrawal in the queue; the player sees it paid and the audit log verifies', async ({
  page,
  browser,
  request,
}) => {
  const email = await freshPlayer(page, 'bo-payments');
  await apiPost(page.request, '/api/platform/payments/deposits', {
    amount: 10_000,
    currency: 'EUR',
    method: 'card',
  });
  const requested = (await apiPost(page.request, '/api/platform/payments/withdrawals', {
    amount: 3_000,
    currency: 'EUR',
    method: 'card',
  })) as { withdrawal: { id: number; status: string } };
  expect(requested.withdrawal.status).toBe('pending');
  const withdrawalId = requested.withdrawal.id;

  const finance = await demoStaff(request, 'finance');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.setViewportSize({ width: 1280, height: 900 });
  await signInToBackoffice(staff, finance);

  // The Payments screen, reached by keyboard: the queue opens on pending withdrawals.
  const link = staff.getByRole('link', { name: 'Payments' });
  await link.focus();
  await staff.keyboard.press('Enter');
  await expect(staff.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const row = staff.locator(`tr[data-withdrawal="${withdrawalId}"]`);
  await expect(row).toContainText(email);
  await expect(row).toContainText('30.00 EUR');
  await expect(row.getByTestId('withdrawal-status')).toHaveText('Pending');
  await expectNoAxeViolations(staff);

  await row.getByLabel('Reason').fill('checks passed');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByRole('status').first()).toContainText(`Withdrawal #${withdrawalId}: Paid (audit #`);
  await expect(row).toHaveCount(0);

  // The player's transactions page shows the withdrawal paid.
  await page.goto('/en/profile/wallet/transactions');
  const list = page.getByRole('region', { name: 'Withdraw' }).getByRole('list', { name: 'Your withdrawals' });
  await expect(list.getByRole('listitem').first()).toContainText('Paid');
  const accounts = await page.request.get('/api/platform/player/accounts');
  expect((await accounts.json())[0]).toMatchObject({ currency: 'EUR', balance: 7_000 });

  // The audit log names the step with its reason; the chain verifies.
  await staff.getByRole('link', { name: 'Audit log' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const entry = staff
    .getByRole('row')
    .filter({ hasText: 'withdrawal.approve' })
    .filter({ hasText: `withdrawal:${withdrawalId}` });
  await expect(entry).toContainText(FINANCE);
  await expect(entry).toContainText('checks passed');
  await staff.getByRole('button', { name: 'Verify chain' }).click();
  await expect(staff.getByRole('status')).toContainText('Chain verified');
  await staffContext.close();
});
