import type { APIRequestContext, Page } from '@playwright/test';
import {
  type ApiMatch,
  demoPlayer,
  expect,
  expectNoAxeViolations,
  headerBalance,
  type OpenMatch,
  pickOnMatchPage,
  signInThroughPage,
  test,
} from './fixtures';

// A freebet as a new player meets it on the real product: the demo player with a 5.00 EUR freebet picks a price
// above the freebet's minimum odds, chooses the freebet in the slip (the stake is set and locked, the potential
// win is the profit only), places the bet, keeps the balance, no longer sees the freebet offered, and finds the
// bet marked in my bets. The slip with the freebet shown is checked with axe.

// Its own player: nobody else bets with it, so its balance and its one freebet are this spec's.
const PLAYER = demoPlayer('freebet@example.com');
const MIN_ODDS = 1500;

test.describe.configure({ mode: 'serial' });

/**
 * Prematch football matches more than an hour ahead with an open main market priced at or above the freebet's
 * minimum somewhere; taken from the end of the list, apart from the matches the other specs use.
 */
async function upcomingMatches(request: APIRequestContext, count: number): Promise<OpenMatch[]> {
  const start = new Date(Date.now() + 60 * 60_000).toISOString();
  let usable: OpenMatch[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/api/sportsbook/matches?match_status=0&type=match&sport_key=football&start_from=${encodeURIComponent(start)}&limit=100`,
        );
        const found = response.ok() ? ((await response.json()) as { data: ApiMatch[] }).data : [];
        usable = found
          .filter(
            (m): m is OpenMatch =>
              (m.main_market?.outcomes.every((o) => o.active) ?? false) &&
              (m.main_market?.outcomes.some((o) => o.odds >= MIN_ODDS + 300) ?? false),
          )
          .reverse();
        return usable.length;
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBeGreaterThanOrEqual(count + 2);
  // The very last ones are the bets spec's; take the ones before them.
  return usable.slice(2, 2 + count);
}

const signIn = (page: Page) => signInThroughPage(page, PLAYER);

const panel = (page: Page) => page.locator('#ticket-panel');

async function balance(page: Page): Promise<number> {
  const answer = await page.request.get('/api/platform/player/accounts');
  const accounts = (await answer.json()) as { currency: string; balance: number }[];
  const eur = accounts.find((account) => account.currency === 'EUR');
  if (!eur) throw new Error('no EUR account');
  return eur.balance;
}

const priced = (match: OpenMatch) => {
  const outcome = match.main_market.outcomes.find((o) => o.odds >= MIN_ODDS + 300);
  if (!outcome) throw new Error('no price above the freebet minimum');
  return outcome;
};

test('a new player places a bet with the demo freebet and keeps the balance', async ({ page }) => {
  const [match, other] = await upcomingMatches(page.request, 2);
  if (!match || !other) throw new Error('two upcoming matches needed');
  await signIn(page);
  const offered = (await (
    await page.request.get('/api/sportsbook/bonuses/freebets?status=active')
  ).json()) as {
    data: { id: string; min_odds: number; issued: { amount: number } }[];
  };
  expect(offered.data).toHaveLength(1);
  expect(offered.data[0]).toMatchObject({ min_odds: MIN_ODDS, issued: { amount: 500 } });

  const outcome = priced(match);
  await pickOnMatchPage(page, match, outcome.id);
  const single = panel(page).getByRole('article', { name: 'Single' });
  const freebet = single.getByLabel('Free bet', { exact: true });
  await expect(freebet).toBeVisible();
  await single.getByLabel('Stake (EUR)').fill('2');
  // Chosen with the keyboard: the stake becomes the freebet's 5.00 and is locked.
  await freebet.focus();
  await freebet.selectOption({ label: 'Free bet €5.00' });
  const stake = single.getByLabel('Stake (EUR)');
  await expect(stake).toHaveValue('5.00');
  await expect(stake).toHaveAttribute('readonly', '');
  await expect(
    single.getByText('The free bet pays the stake: a win pays out the profit only.'),
  ).toBeVisible();
  // The potential win is the profit only: 5.00 x odds - 5.00.
  const profit = Math.floor((500 * outcome.odds) / 1000) - 500;
  await expect(single.getByLabel('Potential win (EUR)')).toHaveValue((profit / 100).toFixed(2));
  await expect(panel(page).getByTestId('total-win')).toHaveText(
    new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(profit / 100),
  );

  await expectNoAxeViolations(page, { include: '#ticket-panel' });

  // Clearing the freebet gives the stake input back; choosing it again locks it again.
  await freebet.selectOption({ label: 'No free bet' });
  await expect(stake).not.toHaveAttribute('readonly', '');
  await freebet.selectOption({ label: 'Free bet €5.00' });
  await expect(stake).toHaveValue('5.00');

  const before = await balance(page);
  await panel(page).getByRole('button', { name: 'Place bet' }).click();
  await expect(panel(page).getByRole('status').filter({ hasText: 'Your bet is placed.' })).toBeVisible();
  expect(await balance(page)).toBe(before);
  const history = (await (await page.request.get('/api/sportsbook/v3/bets?status=open&limit=1')).json()) as {
    data: { stake: { value: number }; bonus: { id: string; type: string } | null; freebetStake: number }[];
  };
  expect(history.data[0]).toMatchObject({
    stake: { value: 500 },
    bonus: { id: offered.data[0]?.id, type: 'freebet' },
    freebetStake: 500,
  });
  const left = (await (await page.request.get('/api/sportsbook/bonuses/freebets?status=active')).json()) as {
    data: unknown[];
  };
  expect(left.data).toEqual([]);

  // The bet is in my bets with the freebet marker, and no cash-out.
  await panel(page).getByRole('tab', { name: 'My bets' }).click();
  const card = panel(page)
    .getByRole('region', { name: 'Open bets' })
    .getByRole('article')
    .filter({ hasText: match.name });
  await expect(card.getByTestId('freebet-marker')).toHaveText('Free bet');
  await expect(card.getByRole('button', { name: /^Cash out/ })).toHaveCount(0);

  // The freebet is gone from the offer: a new selection offers none.
  await panel(page).getByRole('tab', { name: 'Bet slip' }).click();
  const done = panel(page).getByRole('button', { name: 'Continue betting' });
  if (await done.isVisible()) await done.click();
  await pickOnMatchPage(page, other, priced(other).id);
  const next = panel(page).getByRole('article', { name: 'Single' });
  await expect(next.getByTestId('slip-selection')).toHaveCount(1);
  await expect(next.getByLabel('Free bet', { exact: true })).toHaveCount(0);
  await expect(headerBalance(page)).toHaveText(
    new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(before / 100),
  );
});
