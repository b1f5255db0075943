import { demoStaff, signInToBackoffice } from './backoffice-fixtures';
import { bound } from './bounds';
import {
  apiPost,
  csrfHeaders,
  expect,
  expectNoAxeViolations,
  freshPlayer,
  matchesWhenReady,
  test,
} from './fixtures';

// Risk (ADR 040) on the back office's own port: a fresh player's max stake for a selection, a risk member signs
// in with password and TOTP and lowers that player's stake factor for the match's sport, and the max stake the
// slip asks for drops; the audit log shows the step and its chain verifies. The factor is the player's own, so
// any upcoming match with an open main market does: no other spec's bets or prices are touched.
const RISK = 'risk@backoffice.example.com';

test.setTimeout(bound(120_000));

test('a risk member lowers a player stake factor and the player max stake drops; the audit log verifies', async ({
  page,
  context,
  request,
}) => {
  // The player: 50.00 EUR, so the max stake is the balance until risk lays them less.
  const player = await context.browser()?.newContext();
  if (!player) throw new Error('no second browser context');
  const playerPage = await player.newPage();
  await freshPlayer(playerPage, 'risk');
  await apiPost(playerPage.request, '/api/platform/payments/deposits', {
    amount: 5_000,
    currency: 'EUR',
    method: 'card',
  });
  const profile = (await (await playerPage.request.get('/api/platform/player')).json()) as {
    id: number;
    email: string;
  };
  // Half an hour away at least, so kick-off cannot close its market during the test (the soonest match may start
  // within seconds), and football: the trading spec suspends a non-football match's market an hour away.
  const from = new Date(Date.now() + 30 * 60_000).toISOString();
  const [match] = await matchesWhenReady(
    request,
    `match_status=0&type=match&sport_key=football&start_from=${encodeURIComponent(from)}&limit=50`,
    (m) => m.main_market?.outcomes.every((o) => o.active) ?? false,
  );
  const market = match?.main_market;
  // The favourite: the lowered factor scales the payout limit too, and a long price would reach it before the stake.
  const outcome = market?.outcomes.toSorted((a, b) => a.odds - b.odds)[0];
  if (!match || !market || !outcome) throw new Error('no upcoming match with an open main market');
  const maxStake = async () => {
    const response = await playerPage.request.post('/api/sportsbook/bets/max-stake', {
      headers: await csrfHeaders(playerPage.request),
      data: {
        bet: {
          type: 'single',
          stake: { value: 1, currency: 'EUR' },
          selections: [
            {
              match_id: match.id,
              market_id: market.id,
              specifier: market.specifier,
              outcome_id: outcome.id,
              odds: outcome.odds,
            },
          ],
        },
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { max_stake: number | null }).max_stake;
  };
  expect(await maxStake()).toBe(5_000);

  // The risk member signs in: password, then the code of the demo secret at this moment.
  const risk = await demoStaff(request, 'risk');
  await signInToBackoffice(page, risk);
  await page.getByRole('link', { name: 'Risk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Risk' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Bet ticker' })).toBeVisible();

  // A factor of 0.001 lays the player a thousandth of the book's 10,000.00 EUR: a stake of 10.00 trips it.
  const section = page.getByRole('region', { name: 'Player' });
  // Found by e-mail (the search of the Players screen): a risk member need not know the id.
  await section.getByLabel('Player id or e-mail').fill(profile.email);
  await section.getByLabel('Player id or e-mail').press('Enter');
  await expect(section.getByText('(EUR)')).toBeVisible();
  await section.getByLabel('Sport id').fill(String(match.sport.id));
  await section.getByRole('textbox', { name: /^Stake factor \(/ }).fill('0.001');
  await section.getByLabel('Reason').fill('sharp on this sport');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByRole('status')).toContainText('Done (audit #');
  await expect(section.getByRole('list', { name: 'Stake factors' })).toContainText(
    `${match.sport.key}: stake factor 0.001`,
  );
  await expectNoAxeViolations(page);
  expect(await maxStake()).toBe(999);

  // The screen holds at a phone's width and a desktop's: nothing but the ticker's own region scrolls sideways.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
  }

  // The audit log names the step; the chain verifies.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const entry = page
    .getByRole('row')
    .filter({ hasText: 'risk.stake_factor' })
    .filter({ hasText: 'sharp on this sport' });
  await expect(entry.first()).toContainText(RISK);
  await page.getByRole('button', { name: 'Verify chain' }).click();
  await expect(page.getByRole('status')).toContainText('Chain verified');
  await player.close();
});
