import { bound } from './bounds';
import {
  consentGivenIn,
  freshPlayer as createPlayer,
  csrfHeaders,
  demoPlayer,
  expect,
  expectNoAxeViolations,
  FRESH_PASSWORD,
  headerBalance,
  mailedLink,
  quietRemindersIn,
  signedOutHeader,
  fillSignInDialog as signInThroughDialog,
  test,
  uniqueEmail,
} from './fixtures';

// Accounts, wallet and responsible gambling as a player meets them: sign-up through the development mailbox,
// sign-in from pages, fragments and ?modal=, the payment widget and the live balance, limits, country blocking.
// Every test makes its own players (or only signs in a demo player), so a run may repeat against the same data.

const DEMO = demoPlayer('demo@example.com');
const EXCLUDED = demoPlayer('excluded@example.com');
const PASSWORD = FRESH_PASSWORD;

// The reminders are quiet in every test here but those about them.
test.use({ quietReminders: false });
test.beforeEach(async ({ context, baseURL }, testInfo) => {
  if (!testInfo.title.includes('reminder')) await quietRemindersIn(context, baseURL ?? '');
});

test('a new player signs up, confirms by mail, signs in, deposits and sees the balance change live', async ({
  page,
}) => {
  // A dozen page loads and a 15 s approval: at load 19, beside another full run, it ran past two minutes.
  test.setTimeout(bound(180_000));
  const email = uniqueEmail('journey');
  await page.goto('/en');
  // Started, so the header's link opens the modal rather than the sign-up page.
  await expect(signedOutHeader(page)).toBeVisible();

  // Sign up in the modal: it never signs in, it says where the link went.
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign up' });
  await signUp.getByLabel('E-mail address').fill(email);
  await signUp.getByLabel('Password').fill(PASSWORD);
  await signUp.getByLabel('Country of residence').selectOption('DE');
  await expect(signUp.getByLabel('Currency')).toHaveValue('EUR');
  await signUp.getByLabel('I am at least 18 years old').check();
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirm your e-mail address' });
  await expect(confirmation).toContainText(`We have sent a link to ${email}.`);
  await confirmation.getByRole('button', { name: 'Close' }).click();

  // The link from the development mailbox confirms the address and signs in.
  await page.goto(await mailedLink(page.request, email, 'confirmation_token='));
  await expect(page.getByText('Your e-mail address is confirmed and you are signed in.')).toBeVisible();
  await expect(headerBalance(page)).toHaveText('€0.00');
  await page.getByRole('main').getByRole('link', { name: 'Start betting' }).click();
  await expect(page).toHaveURL(/\/en$/);

  // Out, and in again with the password.
  await page.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await signInThroughDialog(page, { email, password: PASSWORD });
  await expect(headerBalance(page)).toHaveText('€0.00');

  // The first deposit asks for the profile fields, then shows the payment widget.
  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  const profile = page.getByRole('dialog', { name: 'Complete your profile' });
  await profile.getByLabel('First name').fill('Nia');
  await profile.getByLabel('Last name').fill('Player');
  await profile.getByLabel('Date of birth').fill('1992-04-01');
  await profile.getByRole('button', { name: 'Save and continue' }).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await deposit.getByLabel('Other amount (EUR)').fill('25');
  await deposit.getByRole('radio', { name: 'Card' }).check();
  // Back from the widget the page reads the paid payment to name its amount: wait for that, not for the
  // widget's own notice on the page it leaves.
  const paymentRead = page.waitForResponse((response) =>
    /\/api\/platform\/payments\/\d+$/.test(new URL(response.url()).pathname),
  );
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await paymentRead;
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText('€25.00 added to your balance.')).toBeVisible();
  await expect(headerBalance(page)).toHaveText('€25.00');

  // A deposit the provider approves a few seconds later: the balance changes on this page, without a reload.
  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  const pending = page.getByRole('dialog', { name: 'Deposit' });
  await pending.getByLabel('Other amount (EUR)').fill('10.77');
  await pending.getByRole('radio', { name: 'Card' }).check();
  const backPending = page.waitForEvent(
    'framenavigated',
    (frame) => frame === page.mainFrame() && frame.url().includes('payment-result=pending'),
  );
  await pending.getByRole('button', { name: 'Deposit', exact: true }).click();
  await backPending;
  await expect(page.getByText('Your deposit is being processed.')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await expect(headerBalance(page)).toHaveText('€25.00');
  // The provider approves 15 s after the deposit (playwright.config.ts).
  await expect(headerBalance(page)).toHaveText('€35.77', { timeout: 40_000 });
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // The history lists both deposits.
  await page.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('link', { name: 'Transactions' }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: '+€10.77' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '+€25.00' })).toHaveCount(1);
});

test.describe('sign-in', () => {
  test('opens from the #signIn fragment, which leaves the URL', async ({ page }) => {
    await page.goto('/en/live#signIn');
    await signInThroughDialog(page, DEMO);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(headerBalance(page)).toHaveText(/€/);
    expect(new URL(page.url()).hash).toBe('');
  });

  test('opens from ?modal=signIn, keeping the other parameters', async ({ page }) => {
    await page.goto('/en/live?modal=signIn&sport=football');
    await signInThroughDialog(page, DEMO);
    await expect(headerBalance(page)).toHaveText(/€/);
    await expect(page).toHaveURL(/\/en\/live\?sport=football$/);
  });

  test('a wrong password is said plainly and the player stays out', async ({ page }) => {
    await page.goto('/en/users/sign-in');
    const form = page.getByRole('main');
    await form.getByLabel('E-mail address').fill(DEMO.email);
    await form.getByLabel('Password').fill('not-the-password-1');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText('Wrong e-mail address or password.');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('a self-excluded player cannot sign in and is told until when', async ({ page }) => {
    await page.goto('/en/users/sign-in');
    const form = page.getByRole('main');
    await form.getByLabel('E-mail address').fill(EXCLUDED.email);
    await form.getByLabel('Password').fill(EXCLUDED.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toContainText('You have excluded yourself from gambling until');
    await expect(headerBalance(page)).toHaveCount(0);
  });

  test('modals of one kind open and close together in every tab', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/en');
    await second.goto('/en/live');
    // A tab hears the others once its page has started; a message sent before it listens is not kept for it.
    for (const tab of [first, second]) await expect(signedOutHeader(tab)).toBeVisible();
    await first.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(second.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await second.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(first.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
  });
});

test('a blocked country sees sign-up refused, in the form and by the API', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const fromUS = { 'cf-ipcountry': 'US' };
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: fromUS });
  await consentGivenIn(context, baseURL ?? '');
  const page = await context.newPage();
  await page.goto('/en/users/sign-up');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    "Sorry, we're not available in United States right now.",
  );
  await expect(page.getByRole('main').getByLabel('E-mail address')).toHaveCount(0);
  await context.close();

  // The API half from a client of its own: in the page's cookie jar, the page's first calls (each sent before any
  // CSRF cookie existed, each answered with one) could land after the token was read, and the header then named
  // another token than the cookie.
  const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: fromUS });
  const answer = await client.post('/api/platform/users/sign_up', {
    headers: await csrfHeaders(client),
    data: { email: uniqueEmail('blocked'), password: PASSWORD, currency: 'EUR', country: 'DE' },
  });
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toMatchObject({ code: 'country_blocked' });
  await client.dispose();
});

test('a deposit above the deposit limit is refused with a clear message', async ({ page }) => {
  await createPlayer(page, 'limit');
  await page.goto('/en/profile/responsible-gambling');
  const form = page.getByRole('region', { name: 'Set a limit' });
  await form.getByLabel('Type of limit').selectOption('deposit');
  await form.getByLabel('Period').selectOption('day');
  await form.getByLabel('Amount (EUR)').fill('20');
  await form.getByRole('button', { name: 'Set the limit' }).click();
  await expect(page.getByText('Your limit is saved.')).toBeVisible();
  const limit = page
    .getByRole('region', { name: 'Your limits' })
    .getByRole('listitem')
    .getByRole('region', { name: 'Per day' });
  await expect(limit).toContainText('€20.00');
  await expect(limit).toContainText('Active');

  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await deposit.getByLabel('Other amount (EUR)').fill('50');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(deposit.getByRole('alert')).toHaveText('This deposit would go over your daily deposit limit.');
  await expect(headerBalance(page)).toHaveText('€0.00');

  // Quick deposit says what is still allowed, in the page's words.
  await deposit.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('button', { name: 'Quick deposit' }).click();
  const quick = page.getByRole('dialog', { name: 'Quick deposit' });
  await quick.getByLabel('Other amount (EUR)').fill('30');
  await quick.getByRole('button', { name: 'Quick deposit' }).click();
  await expect(quick.getByRole('alert')).toHaveText(
    'This deposit is above your deposit limit. You can still deposit €20.00 in this period.',
  );
});

test('a spi_test player tops up with the test quick deposit', async ({ page }) => {
  await page.goto('/en#signIn');
  await signInThroughDialog(page, { email: 'spitest@example.com', password: 'demo-pass-1' });
  await expect(headerBalance(page)).toHaveText(/€/);
  const before = (await headerBalance(page).textContent()) ?? '';
  await page.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('button', { name: 'Quick or test deposit' }).click();
  await page
    .getByRole('dialog', { name: 'Quick deposit' })
    .getByRole('button', { name: 'Test deposit' })
    .click();
  await expect(page.getByText('€100.00 added to your balance.')).toBeVisible();
  const cents = (text: string) => Number(text.replace(/[^\d]/g, ''));
  await expect
    .poll(async () => cents((await headerBalance(page).textContent()) ?? ''))
    .toBe(cents(before) + 10_000);
});

test('a session limit that runs out signs the player out and says why', async ({ page }) => {
  test.setTimeout(bound(150_000));
  await createPlayer(page, 'session');
  await page.goto('/en/profile/responsible-gambling');
  const form = page.getByRole('region', { name: 'Set a limit' });
  await form.getByLabel('Type of limit').selectOption('session');
  await form.getByLabel('Minutes').fill('1');
  await form.getByRole('button', { name: 'Set the limit' }).click();
  await expect(page.getByText('Your limit is saved.')).toBeVisible();
  const notice = page.getByRole('dialog', { name: 'Session limit reached' });
  await expect(notice).toBeVisible({ timeout: 100_000 });
  await expect(notice).toContainText('Your session has reached the limit you set');
  await notice.getByRole('button', { name: 'I understand' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('a forgotten password is reset through the mailed link', async ({ page, context, baseURL }) => {
  const email = await createPlayer(page, 'reset');
  await context.clearCookies();
  await quietRemindersIn(context, baseURL ?? '');
  await consentGivenIn(context, baseURL ?? '');
  await page.goto('/en#passwordNew');
  const request = page.getByRole('dialog', { name: 'Forgot your password?' });
  await request.getByLabel('E-mail address').fill(email);
  await request.getByRole('button', { name: 'Send the link' }).click();
  await expect(request.getByRole('status')).toContainText('we have sent it a link to choose a new password');

  const link = await mailedLink(page.request, email, 'reset_password_token=');
  const token = new URL(link, 'http://x').searchParams.get('reset_password_token') ?? '';
  // The token on any other page opens the edit-password modal.
  await page.goto(`/en/live?reset_password_token=${encodeURIComponent(token)}`);
  const edit = page.getByRole('dialog', { name: 'Choose a new password' });
  await edit.getByLabel('New password', { exact: true }).fill('a-new-pass-9');
  await edit.getByLabel('Repeat the new password').fill('a-new-pass-9');
  await edit.getByRole('button', { name: 'Save the new password' }).click();
  await expect(edit.getByRole('status')).toHaveText(
    'Your password has been changed. Sign in with your new password.',
  );
  await edit.getByRole('button', { name: 'Sign in' }).click();
  await signInThroughDialog(page, { email, password: 'a-new-pass-9' });
  await expect(headerBalance(page)).toHaveText('€0.00');
});

test('marketing tags are taken off the URL', async ({ page }) => {
  await page.goto('/en/live?stag=aff-7&btag=b1&gclid=g1&sport=tennis');
  await expect(page).toHaveURL(/\/en\/live\?sport=tennis$/);
});

test('the payment result alert follows the widget back, and the parameter goes', async ({ page }) => {
  await page.goto('/en?payment-result=error');
  await expect(page.locator('[role="alert"]', { hasText: 'Your deposit was declined.' })).toHaveText(
    'Your deposit was declined. No money was taken.',
  );
  await expect(page).toHaveURL(/\/en$/);
});

test('the sign-up reminder pops up once for a visitor', async ({ page }) => {
  await page.clock.install();
  await page.goto('/en');
  // The reminder counts from the moment the visitor is known not to be signed in.
  await expect(signedOutHeader(page)).toBeVisible();
  await page.clock.fastForward(61_000);
  const reminder = page.getByRole('dialog', { name: 'Join the game' });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'Maybe later' }).click();
  await page.reload();
  await expect(signedOutHeader(page)).toBeVisible();
  await page.clock.fastForward(61_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the deposit reminder appears after sign-in and leads to quick deposit', async ({ page }) => {
  // A player with nothing in the balance: the reminder keeps quiet for one whose balance covers a stake
  // (e2e/wallet.spec.ts).
  await page.clock.install();
  await createPlayer(page, 'reminder');
  await page.goto('/en');
  await expect(headerBalance(page)).toBeVisible();
  await page.clock.fastForward(11_000);
  const reminder = page.getByRole('dialog', { name: 'Ready for your next bet?' });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'Quick deposit' }).click();
  await expect(page.getByRole('dialog', { name: 'Quick deposit' })).toBeVisible();
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'deposit_reminder')).toBe(true);
});

test.describe('accessibility', () => {
  test('the account pages have no axe violations', async ({ page }) => {
    for (const path of [
      '/en/users/sign-in',
      '/en/users/sign-up',
      '/en/users/password/new',
      '/en/users/confirmation',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test('the modals have no axe violations and keep the keyboard inside', async ({ page }) => {
    await page.goto('/en#signUp');
    const signUp = page.getByRole('dialog', { name: 'Sign up' });
    await expect(signUp.getByLabel('E-mail address')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/en?modal=signIn');
    await expect(page.getByRole('dialog', { name: 'Sign in' }).getByLabel('E-mail address')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('the signed-in pages, deposit and limits have no axe violations', async ({ page }) => {
    await createPlayer(page, 'axe');
    await page.goto('/en/profile/responsible-gambling');
    const form = page.getByRole('region', { name: 'Set a limit' });
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByLabel('Type of limit').selectOption('loss');
    await form.getByLabel('Amount (EUR)').fill('40');
    await form.getByRole('button', { name: 'Set the limit' }).click();
    await expect(page.getByRole('region', { name: 'Your limits' }).getByRole('listitem')).toContainText(
      'Loss limit',
    );
    await page.getByRole('button', { name: 'My account' }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'My account' })).toBeFocused();
    await page.goto('/en/profile/wallet/transactions');
    await expect(page.getByText('There are no transactions on your account yet.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(
      page.getByRole('dialog', { name: 'Deposit' }).getByRole('radio', { name: 'Card' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'My account' }).click();
    await page.getByRole('button', { name: 'Quick deposit' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Quick deposit' }).getByLabel('Other amount (EUR)'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
