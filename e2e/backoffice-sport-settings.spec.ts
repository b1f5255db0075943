import { Secret, TOTP } from 'otpauth';
import { backofficePort } from '../playwright.config';
import { expect, expectNoAxeViolations, test } from './fixtures';

// A trader sets a sport's margin and in-play delay through the Trading screen's form (ADR 040's
// `PUT /sports/{id}/settings`), and the audit log shows the step with its reason. The margin set is the one the
// sport already has when it has one, so prices other specs see do not move because of this spec.
const backoffice = `http://127.0.0.1:${backofficePort}`;
const TRADER = 'trader@backoffice.example.com';

interface DemoStaff {
  email: string;
  password: string;
  totp_secret: string;
}

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

test.setTimeout(120_000);

test('a trader sets a sport’s margin through the form and the audit log shows it', async ({
  page,
  request,
}) => {
  const staffAnswer = await request.get('/api/dev/demo-staff');
  const trader = ((await staffAnswer.json()) as { staff: DemoStaff[] }).staff.find((s) => s.email === TRADER);
  if (!trader) throw new Error('no demo trader');
  await page.goto(backoffice);
  await page.getByLabel('E-mail').fill(trader.email);
  await page.getByLabel('Password').fill(trader.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = new TOTP({ secret: Secret.fromBase32(trader.totp_secret), digits: 6, period: 30 }).generate();
  await expect(page.getByLabel(/Code from your authenticator/)).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');

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
