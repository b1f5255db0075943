import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, freshPlayer, headerBalance, test } from './fixtures';

// The deposit form (issue 19, the payment widget's one form): amount buttons from the domain's steps, the minimum
// and maximum of the chosen method shown and checked before anything is sent, method tiles as one radio group
// used with the keyboard, and the success message naming the amount. Each width gets a fresh player; no match
// is used.

const WIDTHS = [390, 1280] as const;

/** Every request the page sends to create a deposit. */
function depositPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/platform/payments/deposits')) {
      posts.push(request.url());
    }
  });
  return posts;
}

/** Nothing of the form reaches past the right edge of the window, and the page does not scroll sideways. */
async function expectWithinWidth(page: Page, width: number) {
  const form = page.locator('.spi-form');
  for (const box of await form.locator('.spi-step, .spi-tile, .spi-submit, #spi-amount').all()) {
    const bounds = await box.boundingBox();
    expect(bounds).not.toBeNull();
    expect((bounds?.x ?? 0) + (bounds?.width ?? 0)).toBeLessThanOrEqual(width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of WIDTHS) {
  test(`at ${width} px a player picks an amount and a method by keyboard, is stopped below the minimum, pays and reads the amount`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await freshPlayer(page, `deposit-form-${width}`);
    const posts = depositPosts(page);
    await page.goto('/en/profile/wallet/deposit');

    const form = page.locator('.spi-form');
    const amount = form.getByLabel('Other amount (EUR)');
    const bounds = form.locator('#spi-bounds');
    await expect(form.getByRole('group', { name: 'Amount' })).toBeVisible();
    await expect(bounds).toHaveText('From €1.00 to €10,000.00');
    await expect(amount).toHaveAccessibleDescription('From €1.00 to €10,000.00');
    const steps = form.getByRole('group', { name: 'Amount' }).getByRole('button');
    await expect(steps).toHaveText(['€10.00', '€20.00', '€50.00', '€100.00']);
    const methods = form.getByRole('group', { name: 'Payment method' }).getByRole('radio');
    await expect(methods).toHaveCount(4);
    await expect(form.getByRole('radio', { name: 'Card' })).toBeChecked();
    await expectNoAxeViolations(page, { include: '.spi-form' });
    await expectWithinWidth(page, width);

    // Below the minimum: refused in the form, nothing sent.
    await amount.fill('0.50');
    await amount.press('Enter');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('The smallest deposit is €1.00.');
    expect(posts).toEqual([]);

    // By keyboard: from the first amount button to €50.00, then to the method tiles, where arrows choose.
    await steps.first().focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: '€50.00' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('button', { name: '€50.00' })).toHaveAttribute('aria-pressed', 'true');
    await expect(amount).toHaveValue('50.00');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(amount).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('radio', { name: 'Card' })).toBeFocused();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    const wallet = form.getByRole('radio', { name: 'E-wallet' });
    await expect(wallet).toBeChecked();
    await expect(wallet).toBeFocused();
    // The focused tile shows its focus ring, and the bounds follow the chosen method.
    const tile = form.locator('.spi-tile', { hasText: 'E-wallet' });
    await expect(tile).not.toHaveCSS('outline-style', 'none');
    await expect(bounds).toHaveText('From €1.00 to €5,000.00');
    await expectNoAxeViolations(page, { include: '.spi-form' });

    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Deposit', exact: true })).toBeFocused();
    // Back on the page after paying, it reads the payment the widget names and says how much came in.
    const paymentRead = page.waitForResponse((response) =>
      /\/api\/platform\/payments\/\d+$/.test(new URL(response.url()).pathname),
    );
    await page.keyboard.press('Enter');
    await paymentRead;
    await expect(page.getByText('€50.00 added to your balance.')).toBeVisible();
    await expect(headerBalance(page)).toHaveText('€50.00');
    expect(posts).toHaveLength(1);
    await expect(page).toHaveURL(/\/en\/profile\/wallet\/deposit$/);
    // Back on the page, the form is ready for the next deposit and still fits the window.
    await expect(form.locator('#spi-bounds')).toHaveText('From €1.00 to €10,000.00');
    await expectWithinWidth(page, width);
  });
}
