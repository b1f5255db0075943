import type { Page } from '@playwright/test';
import {
  apiPost,
  csrfHeaders,
  expect,
  expectNoAxeViolations,
  freshPlayer,
  headerBalance,
  test,
} from './fixtures';

// A player withdraws from the transactions page: the withdrawal shows pending, the balance is lowered at once and
// the history lists it; cancelling it brings the money back. A fresh player of its own, funded by a card deposit
// (the simulator approves it at once), so no other spec shares its balance. Checked with axe at 390 and 1280 px.

async function fundedPlayer(page: Page): Promise<void> {
  await freshPlayer(page, 'withdrawals');
  await apiPost(page.request, '/api/platform/payments/deposits', {
    amount: 10_000,
    currency: 'EUR',
    method: 'card',
  });
}

for (const width of [390, 1280]) {
  test(`a player withdraws, sees it pending and cancels it (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await fundedPlayer(page);
    await page.goto('/en/profile/wallet/transactions');
    const withdrawals = page.getByRole('region', { name: 'Withdraw' });
    await expect(withdrawals).toBeVisible();
    if (width >= 780) await expect(headerBalance(page)).toContainText('100.00');

    await withdrawals.getByLabel('Amount (EUR)').fill('25');
    await withdrawals.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(withdrawals.getByText('Withdrawal of €25.00 requested: it is pending.')).toBeVisible();
    const list = withdrawals.getByRole('list', { name: 'Your withdrawals' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem').first()).toContainText('Pending');
    if (width >= 780) await expect(headerBalance(page)).toContainText('75.00');
    const lowered = await page.request.get('/api/platform/player/accounts');
    expect((await lowered.json())[0]).toMatchObject({ currency: 'EUR', balance: 7_500 });
    const history = page.getByRole('table');
    await expect(history.getByRole('row').nth(1)).toContainText('Withdrawal');
    await expect(history.getByRole('row').nth(1)).toContainText('-€25.00');
    await expectNoAxeViolations(page);

    await list.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await expect(
      withdrawals.getByText('Withdrawal cancelled: €25.00 is back in your balance.'),
    ).toBeVisible();
    await expect(list.getByRole('listitem').first()).toContainText('Cancelled');
    await expect(list.getByRole('button', { name: 'Cancel withdrawal' })).toHaveCount(0);
    await expect(history.getByRole('row').nth(1)).toContainText('Withdrawal returned');
    if (width >= 780) await expect(headerBalance(page)).toContainText('100.00');
    const accounts = await page.request.get('/api/platform/player/accounts');
    expect((await accounts.json())[0]).toMatchObject({ currency: 'EUR', balance: 10_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
}

// A looser limit waits: raising a deposit limit shows the new value waiting with the date it can take effect, no
// Confirm button before then, and the API refuses an early confirmation. Stricter values apply at once.
test('a looser limit shows as waiting and cannot be confirmed before its time', async ({ page }) => {
  await freshPlayer(page, 'looser-limit');
  await page.goto('/en/profile/responsible-gambling');
  const form = page.getByRole('region', { name: 'Set a limit' });
  const setDepositLimit = async (amount: string) => {
    await form.getByLabel('Type of limit').selectOption('deposit');
    await form.getByLabel('Period').selectOption('day');
    await form.getByLabel('Amount (EUR)').fill(amount);
    await form.getByRole('button', { name: 'Set the limit' }).click();
  };
  await setDepositLimit('20');
  const items = page.getByRole('region', { name: 'Your limits' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Active');

  await setDepositLimit('50');
  // One card: the value in force and, beside it, the looser value waiting (e2e/limits.spec.ts waits it out).
  const day = items.getByRole('region', { name: 'Per day' });
  await expect(day).toContainText('Waiting change: €50.00');
  await expect(day).toContainText('Can take effect from');
  await expect(day.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await expect(day).toContainText('€20.00');
  await expect(day).toContainText('Active');

  // Asked at once, well inside the run's 15 s cooling period (playwright.config.ts).
  const listed = (await (await page.request.get('/api/platform/player/limits')).json()) as {
    limits: { id: number; status: string }[];
  };
  const pending = listed.limits.find((limit) => limit.status === 'unconfirmed');
  const early = await page.request.post(`/api/platform/player/limits/${pending?.id}/confirm`, {
    headers: await csrfHeaders(page.request),
  });
  expect(early.status()).toBe(409);
  expect(await early.json()).toMatchObject({ code: 'limit_change_not_due' });
  await expectNoAxeViolations(page);
});
