import type { APIRequestContext, Page } from '@playwright/test';
import type { Jackpot, JackpotHitList } from '@sportsbook/contracts/jackpots';
import { bound } from './bounds';
import {
  type ApiMatch,
  apiPost,
  expect,
  expectNoAxeViolations,
  freshPlayer,
  headerBalance,
  type OpenMatch,
  type PlacedBet,
  realtimeSubscribed,
  test,
} from './fixtures';

// Jackpots on the real product (issue 16, spec part 2 §1, §2): a fresh player's qualifying bet grows the banner's
// pool while the page is open; a hit forced through the development control pays the pool with the next bet,
// the hit modal shows the amount, the balance rises by it, closing the modal marks the hit seen, and the pool is
// reseeded. The spec makes its own jackpot on ice hockey, a sport no other spec bets on, so the forced hit can only
// meet this spec's bet (the demo jackpot drops only when forced in e2e runs: DEMO_JACKPOT_DRAWS=false, ADR 034).

const JACKPOT_NAME = 'Ice Hockey Jackpot';
const SEED = 10_000;
// Above the 10.00 EUR ice-hockey singles of the tournaments and lootboxes specs, which run beside this one: with the
// jackpot's minimum stake at this spec's own, their bets neither feed the pool nor take its forced hit.
const STAKE = 1_100;
// 10% of each stake goes to the one level: 1.10 EUR per 11.00 EUR bet.
const CONTRIBUTION = STAKE / 10;

const euros = (minor: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(minor / 100);

async function backofficeHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const answer = (await (await request.get('/api/dev/demo-players')).json()) as {
    backoffice_token: string | null;
  };
  if (!answer.backoffice_token) throw new Error('the development API answers no back-office token');
  return { authorization: `Bearer ${answer.backoffice_token}` };
}

/** The operator creates the spec's jackpot: EUR, ice hockey only, one level without chance or must-drop. */
async function createJackpot(request: APIRequestContext): Promise<Jackpot> {
  const answer = await request.post('/api/backoffice/jackpots', {
    headers: await backofficeHeaders(request),
    data: {
      name: JACKPOT_NAME,
      currency: 'EUR',
      contribution_bp: 1_000,
      min_stake: STAKE,
      sport_keys: ['ice-hockey'],
      levels: [
        {
          code: 'main',
          name: 'Main',
          seed_amount: SEED,
          must_drop_by: null,
          hit_probability_ppm: 0,
          weight_bp: 10_000,
        },
      ],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as Jackpot;
}

/** A prematch ice-hockey match a day ahead with its main market open. */
async function upcomingIceHockey(request: APIRequestContext): Promise<OpenMatch> {
  const from = new Date(Date.now() + 24 * 3600_000).toISOString();
  let match: OpenMatch | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(
          `/api/sportsbook/matches?match_status=0&type=match&sport_key=ice-hockey&start_from=${encodeURIComponent(from)}&limit=50`,
        );
        const matches = answer.ok() ? ((await answer.json()) as { data: ApiMatch[] }).data : [];
        match = matches.find((m): m is OpenMatch => m.main_market?.outcomes.every((o) => o.active) ?? false);
        return match !== undefined;
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  if (!match) throw new Error('no ice-hockey match');
  return match;
}

/** A single of STAKE on the match's first outcome, placed through the API as the page's player. */
async function placeBet(page: Page, match: OpenMatch): Promise<PlacedBet> {
  const [outcome] = match.main_market.outcomes;
  if (!outcome) throw new Error('no outcome');
  const [bet] = (await apiPost(page.request, '/api/sportsbook/v3/bets', {
    bets: [
      {
        type: 'single',
        stake: { value: STAKE, currency: 'EUR' },
        selections: [
          {
            match_id: match.id,
            market_id: match.main_market.id,
            specifier: match.main_market.specifier,
            outcome_id: outcome.id,
            odds: outcome.odds,
          },
        ],
      },
    ],
  })) as PlacedBet[];
  if (!bet) throw new Error('no bet placed');
  return bet;
}

async function balance(page: Page): Promise<number> {
  const accounts = (await (await page.request.get('/api/platform/player/accounts')).json()) as {
    currency: string;
    balance: number;
  }[];
  const eur = accounts.find((account) => account.currency === 'EUR');
  if (!eur) throw new Error('no EUR account');
  return eur.balance;
}

test('a qualifying bet grows the banner live; a forced hit shows the hit modal and pays the pool', async ({
  page,
}) => {
  test.setTimeout(bound(150_000));
  await freshPlayer(page, 'jackpots');
  await apiPost(page.request, '/api/platform/payments/deposits', {
    amount: 5_000,
    currency: 'EUR',
    method: 'card',
  });
  const jackpot = await createJackpot(page.request);
  const match = await upcomingIceHockey(page.request);
  const profile = (await (await page.request.get('/api/platform/player')).json()) as { id: number };

  await page.goto('/en');
  const banner = page.getByRole('region', { name: JACKPOT_NAME });
  const total = banner.getByTestId('jackpot-total');
  await expect(total).toHaveText(`Total pool ${euros(SEED)}`);
  await realtimeSubscribed(page, `private:${profile.id}`);

  // The bet's contribution is decided by the jackpot drain just after the placement (ADR 042): the banner shows it
  // at its next poll (every 15 s, spec §9), as every other player's bet.
  await placeBet(page, match);
  await expect(total).toHaveText(`Total pool ${euros(SEED + CONTRIBUTION)}`, { timeout: 25_000 });
  await expect(banner.getByTestId('jackpot-level-main')).toContainText(euros(SEED + CONTRIBUTION));

  // The development control makes the next qualifying bet hit: it pays the pool including its own share.
  await apiPost(page.request, `/api/dev/jackpots/${jackpot.id}/force-hit`, {});
  const before = await balance(page);
  const won = SEED + 2 * CONTRIBUTION;
  await placeBet(page, match);
  const modal = page.getByRole('dialog', { name: 'Jackpot!' });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('jackpot-hit-amount')).toHaveText(euros(won));
  await expect(modal).toContainText(`You hit the Main level of the ${JACKPOT_NAME}.`);
  expect(await balance(page)).toBe(before - STAKE + won);
  await expect(headerBalance(page)).toContainText(euros(before - STAKE + won));
  await expectNoAxeViolations(page);

  // Closing marks the hit seen: it does not come back after a reload. The pool is reseeded and the hit is listed.
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal).toBeHidden();
  await expect
    .poll(async () => {
      const unseen = await page.request.get('/api/sportsbook/jackpot-hits?for_user=1&unseen=1');
      return ((await unseen.json()) as JackpotHitList).data.length;
    })
    .toBe(0);
  await page.reload();
  await expect(total).toHaveText(`Total pool ${euros(SEED)}`);
  const hits = page.getByRole('table', { name: 'Recent jackpot hits' });
  await expect(hits.getByRole('row').filter({ hasText: euros(won) })).toContainText('Main');
  await expect(page.getByRole('dialog', { name: 'Jackpot!' })).toBeHidden();

  // The blocks hold on a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(total).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
