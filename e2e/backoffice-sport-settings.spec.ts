import { demoStaff, signInToBackoffice } from './backoffice-fixtures';
import { bound } from './bounds';
import { expect, expectNoAxeViolations, test } from './fixtures';

// A trader sets a sport's margin and in-play delay through the Trading screen's form (ADR 040's
// `PUT /sports/{id}/settings`), and the audit log shows the step with its reason. The margin set is the one the
// sport already has when it has one, so prices other specs see do not move because of this spec.
const TRADER = 'trader@backoffice.example.com';

/** Sports the other specs pick matches of (by sport key or page), in lower case. */
const SPORTS_OTHER_SPECS_USE = [
  'football',
  'ice hockey',
  'basketball',
  'tennis',
  'league of legends',
  'dota',
  'cricket',
];

test.setTimeout(bound(120_000));

test('a trader sets a sport’s margin through the form and the audit log shows it', async ({
  page,
  request,
}) => {
  const trader = await demoStaff(request, 'trader');
  await signInToBackoffice(page, trader);

  const form = page.getByRole('region', { name: 'Sport settings' });
  await expect(form.getByLabel('Sport')).toBeVisible();
  // A sport no other spec bets on or reads prices of: a margin set here re-prices that sport for the whole run.
  const names = await form.getByLabel('Sport').locator('option').allTextContents();
  const spare = names.find(
    (name) => !SPORTS_OTHER_SPECS_USE.some((used) => name.toLowerCase().includes(used)),
  );
  if (spare) await form.getByLabel('Sport').selectOption({ label: spare });
  const current = form.getByTestId('sport-settings-current');
  await expect(current).not.toHaveText('Loading…');
  const shown = (await current.textContent()) ?? '';
  const margin = /Margin ([\d.]+) %/.exec(shown)?.[1] ?? '5';
  const reason = `e2e margin check ${Date.now()}`;

  // Keyboard only: margin, delay, reason, then Enter submits.
  await form.getByLabel('Margin (%)').fill(margin);
  await form.getByLabel('In-play delay (seconds)').fill('4');
  await form.getByLabel('Reason').focus();
  await page.keyboard.type(reason);
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toContainText('Done (audit #');
  await expect(current).toHaveText(`Margin ${Number(margin)} %, in-play delay 4 s`);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Audit log' }).click();
  const entry = page.getByRole('row').filter({ hasText: 'sport.settings' }).filter({ hasText: reason });
  await expect(entry.first()).toContainText(TRADER);
});
