import type { Locator, Page } from '@playwright/test';
import { bound } from './bounds';
import {
  type ApiMatch,
  apiPost,
  expect,
  expectNoAxeViolations,
  feedControl,
  freshPlayer,
  markDocument,
  type OpenMatch,
  type PlacedBet,
  realtimeSubscribed,
  stillSameDocument,
  test,
} from './fixtures';

// The demo hunting tournament as a new player meets it on /promotions (ADR 035): they join it from its card, bet
// 10.00 EUR, the match is played to its end through the feed's control, and without a reload the leaderboard
// shows their row, marked as theirs, and the pool grows. The page with the cards is checked with axe, and the
// cards hold at 390 and 1280 px.

const STAKE = 1_000;

test.describe.configure({ mode: 'serial' });

const euros = (minor: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(minor / 100);

/** The pool the card shows, in minor units. */
async function poolShown(card: Locator): Promise<number> {
  const text = (await card.getByTestId('tournament-pool').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}

/** A prematch ice hockey match more than an hour ahead with its main market open; no other spec plays ice hockey. */
async function upcomingIceHockey(page: Page): Promise<OpenMatch> {
  const from = new Date(Date.now() + 3600_000).toISOString();
  let match: OpenMatch | undefined;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(
          `/api/sportsbook/matches?match_status=0&type=match&sport_key=ice-hockey&start_from=${encodeURIComponent(from)}&limit=100`,
        );
        const matches = answer.ok() ? ((await answer.json()) as { data: ApiMatch[] }).data : [];
        match = matches
          .filter((m): m is OpenMatch => m.main_market?.outcomes.every((o) => o.active) ?? false)
          .at(-1);
        return match !== undefined;
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  if (!match) throw new Error('no ice hockey match');
  return match;
}

/** No horizontal scrolling on the page, and no card wider than its box. */
async function expectNoOverflow(page: Page, cards: Locator): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  for (const card of await cards.all()) {
    expect(await card.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  }
}

test('a new player joins the demo tournament, bets, and the leaderboard and pool move live', async ({
  page,
}) => {
  test.setTimeout(bound(180_000));
  await freshPlayer(page, 'tournaments');
  const deposit = (await apiPost(page.request, '/api/platform/payments/deposits', {
    amount: 5_000,
    currency: 'EUR',
    method: 'card',
  })) as { result: string };
  expect(deposit.result).toBe('success');

  await page.goto('/en/promotions');
  const section = page.getByRole('region', { name: 'Tournaments and bonus hunting' });
  const card = section.getByRole('article', { name: 'Hunting tournament' });
  const board = card.getByRole('table', { name: 'Leaderboard' });
  // The demo players are on the leaderboard before the new player farmed anything.
  await expect(board.getByRole('row')).not.toHaveCount(1);
  await expect(card.getByTestId('leaderboard-own-row')).toHaveCount(0);

  // Joined from the card, by keyboard.
  const join = card.getByRole('button', { name: 'Join' });
  await join.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByText('You are taking part')).toBeVisible();
  await expect(join).toHaveCount(0);
  await expectNoAxeViolations(page);

  const match = await upcomingIceHockey(page);
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

  const poolBefore = await poolShown(card);
  await markDocument(page);
  await realtimeSubscribed(page, 'public:');
  await feedControl(page.request, `/matches/${match.id}/start`, {});
  await feedControl(page.request, `/matches/${match.id}/finish`, { home: 3, away: 1 });

  // Settled, farmed: the player's row appears marked as theirs with the stake farmed, and the pool grows (by at
  // least its 5 % of the stake; the demo players' own bets may farm meanwhile), all without a reload.
  const own = card.getByTestId('leaderboard-own-row');
  await expect(own).toBeVisible({ timeout: 60_000 });
  await expect(own).toHaveAttribute('aria-current', 'true');
  await expect(own).toContainText(/^\d+You \(Hunter [0-9A-F]{6}\)/);
  await expect(own).toContainText(euros(STAKE));
  await expect.poll(() => poolShown(card)).toBeGreaterThanOrEqual(poolBefore + (STAKE * 500) / 10_000);
  expect(await stillSameDocument(page)).toBe(true);
  await expectNoAxeViolations(page);

  // The cards hold at a phone's width and a desktop's.
  const cards = section.getByRole('article');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(own).toBeVisible();
    await expectNoOverflow(page, cards);
  }
});
