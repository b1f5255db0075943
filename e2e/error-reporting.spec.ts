import {
  type EnvelopeReceiver,
  type ReportedEvent,
  startEnvelopeReceiver,
} from '../apps/server/src/testing/envelope-receiver';
import { ERROR_RECEIVER_PORT } from './error-receiver-port';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Error reporting as it runs in the built product (ADR 033): the e2e servers name a DSN on the local envelope
// receiver this spec starts, and the development triggers (`?throw=...`, ERROR_TRIGGERS) make the failures. A
// render failure shows its fallback and arrives; filtered errors do not; going offline shows the offline alert.

test.describe.configure({ mode: 'serial' });
let receiver: EnvelopeReceiver;
test.beforeAll(async () => {
  receiver = await startEnvelopeReceiver(ERROR_RECEIVER_PORT);
});
test.afterAll(() => receiver.close());

const lastException = (event: ReportedEvent) => event.exception?.values?.at(-1);
const saying = (text: string) => (event: ReportedEvent) =>
  lastException(event)?.value?.includes(text) === true;

test('a page that fails to render shows the fallback with retry and is reported', async ({ page }) => {
  await page.goto('/en?throw=render');
  await expect(page.getByRole('heading', { name: /something went wrong/i })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  const event = await receiver.waitForEvent(saying('Render failure triggered by ?throw=render'), 30_000);
  expect(event.tags).toMatchObject({ boundary: 'page', what: 'render failed' });
  await expectNoAxeViolations(page, { include: 'main' });
});

test('a bet slip that fails to render leaves the page working and is reported', async ({ page }) => {
  await page.goto('/en?throw=slip');
  const fallback = page.locator('[data-failed-area="betslip"]');
  await expect(fallback).toContainText('This part could not be shown');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const event = await receiver.waitForEvent(saying('Render failure triggered by ?throw=slip'), 30_000);
  expect(event.tags).toMatchObject({ boundary: 'betslip' });
});

test('filtered errors are dropped and the next error still arrives', async ({ page }) => {
  // In the browser's order: a chunk-load error and the resize-observer loop (both filtered), then a reported one.
  await page.goto('/en?throw=chunk-load&throw=resize-observer&throw=uncaught');
  const uncaught = await receiver.waitForEvent(
    saying('Uncaught failure triggered by ?throw=uncaught'),
    30_000,
  );
  expect(lastException(uncaught)?.type).toBe('Error');
  expect(receiver.events().filter(saying('Loading chunk 9999 failed'))).toEqual([]);
  expect(receiver.events().filter(saying('ResizeObserver loop'))).toEqual([]);
});

for (const width of [390, 1280]) {
  test(`going offline shows the offline alert until the browser is back online (${width} px)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/en');
    // The alert listens once the page is hydrated; the real-time state on <html> is written from then on.
    await expect(page.locator('html')).toHaveAttribute('data-realtime', /.+/);
    await context.setOffline(true);
    const alert = page.getByRole('alert').filter({ hasText: 'No internet connection' });
    await expect(alert).toBeVisible();
    const box = await alert.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await expectNoAxeViolations(page, { include: 'section[aria-label="Notifications"]' });
    await context.setOffline(false);
    await expect(alert).toHaveCount(0);
  });
}
