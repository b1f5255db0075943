import type { APIRequestContext, Page } from '@playwright/test';
import {
  type ApiMatch,
  apiPost,
  demoPlayer,
  expect,
  expectNoAxeViolations,
  feedControl,
  freshPlayer,
  matchesWhenReady,
  type PlacedBet,
  signInThroughPage,
  test,
} from './fixtures';

// Loot boxes and predictions as a player meets them: the loot box demo player's bet settles, its chest shows on
// /promotions with the image of its rank, and opening it reveals the prize; a fresh player votes on a match page's
// prediction and still sees the vote after a reload. Both views are checked with axe.
//
// Matches: ice hockey, which no other spec plays, prematch more than an hour ahead with an open 1x2 main market.

const PLAYER = demoPlayer('lootbox@example.com');
/** The demo chest campaign counts bets at 1.50 or more; 10.00 earns a medium chest. */
const MIN_ODDS = 1500;
const STAKE = 1_000;

test.describe.configure({ mode: 'serial' });
type HockeyMatch = ApiMatch & { main_market: NonNullable<ApiMatch['main_market']> };

async function hockeyMatches(request: APIRequestContext): Promise<HockeyMatch[]> {
  const start = new Date(Date.now() + 60 * 60_000).toISOString();
  const found = await matchesWhenReady(
    request,
    `match_status=0&type=match&sport_key=ice-hockey&start_from=${encodeURIComponent(start)}&limit=100`,
    (m) =>
      m.main_market?.id === 1 &&
      m.main_market.outcomes.every((o) => o.active) &&
      m.main_market.outcomes.some((o) => o.id !== '2' && o.odds >= MIN_ODDS),
  );
  return found as HockeyMatch[];
}

/** The development token of the operator API, which the dev API answers while it is the default. */
async function backofficeToken(request: APIRequestContext): Promise<string> {
  const answer = (await (await request.get('/api/dev/demo-players')).json()) as { backoffice_token?: string };
  if (!answer.backoffice_token) throw new Error('no development back-office token');
  return answer.backoffice_token;
}

test('a player with an earned chest opens it and sees the prize', async ({ page }) => {
  const [match] = await hockeyMatches(page.request);
  if (!match) throw new Error('no ice hockey match');
  await signInThroughPage(page, PLAYER);
  // A win on the side priced at 1.50 or more: a winning bet's chest always holds a prize in the demo tables.
  const home = match.main_market.outcomes.find((o) => o.id === '1' && o.odds >= MIN_ODDS);
  const pick = home ?? match.main_market.outcomes.find((o) => o.id === '3' && o.odds >= MIN_ODDS);
  if (!pick) throw new Error('no side at the chest odds');
  const [bet] = (await apiPost(page.request, '/api/sportsbook/v3/bets', {
    meta: { idempotency_key: `lootbox-${Date.now()}` },
    bets: [
      {
        type: 'single',
        stake: { value: STAKE, currency: 'EUR' },
        selections: [
          { match_id: match.id, market_id: 1, specifier: '', outcome_id: pick.id, odds: pick.odds },
        ],
      },
    ],
  })) as PlacedBet[];
  expect(bet?.status).toBe('waiting_results');
  await feedControl(page.request, `/matches/${match.id}/start`, {});
  await feedControl(
    page.request,
    `/matches/${match.id}/finish`,
    home ? { home: 3, away: 0 } : { home: 0, away: 3 },
  );

  const boxFor = async () => {
    const answer = await page.request.get('/api/sportsbook/bonuses/lootboxes');
    const boxes = (await answer.json()) as { data: { id: string; bet_id: string; rank: string }[] };
    return boxes.data.find((box) => box.bet_id === String(bet?.betId));
  };
  await expect.poll(async () => (await boxFor())?.rank, { timeout: 60_000 }).toBe('place2Win');
  const box = await boxFor();

  await page.goto('/en/promotions');
  const card = page.locator(`[data-lootbox-id="${box?.id}"]`);
  await expect(card.getByRole('img', { name: 'Medium chest from a winning bet' })).toHaveAttribute(
    'src',
    '/images/lootboxes/chest-medium-win.svg',
  );
  await expectNoAxeViolations(page, { include: `[data-lootbox-id="${box?.id}"]` });
  await card.getByRole('button', { name: 'Open chest' }).click();
  await expect(card.getByRole('status')).toHaveText(/^You won a €\d+\.\d{2} freebet$/);
  await expect(card.getByRole('img')).toHaveAttribute('src', '/images/lootboxes/chest-medium-win-open.svg');
  await expectNoAxeViolations(page, { include: `[data-lootbox-id="${box?.id}"]` });

  await page.reload();
  await expect(page.locator(`[data-lootbox-id="${box?.id}"]`).getByRole('status')).toHaveText(/You won a €/);
  await expect(page.locator(`[data-lootbox-id="${box?.id}"]`).getByRole('button')).toHaveCount(0);
  // The cards hold on a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator(`[data-lootbox-id="${box?.id}"]`).getByRole('img')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

async function matchWithPrediction(page: Page, match: HockeyMatch): Promise<void> {
  const token = await backofficeToken(page.request);
  const created = await page.request.post('/api/backoffice/predictions', {
    headers: { authorization: `Bearer ${token}` },
    data: { match_id: match.id },
  });
  // A run before this one may have made it already.
  expect([201, 409]).toContain(created.status());
}

test('a vote is cast on a match page and shown as cast after reload', async ({ page }) => {
  const matches = await hockeyMatches(page.request);
  const match = matches[matches.length - 1];
  if (!match?.competitors.home) throw new Error('no ice hockey match with teams');
  await matchWithPrediction(page, match);
  await freshPlayer(page, 'vote');
  await page.goto(`/en/${match.sport.key}/${match.slug}`);
  const widget = page.getByRole('region', { name: 'Who wins this match?' });
  const homeWins = widget.getByRole('button', { name: `${match.competitors.home.name} wins` });
  await expect(homeWins).toBeEnabled();
  await expectNoAxeViolations(page, { include: '[data-prediction-id]' });
  await homeWins.click();
  await expect(widget.getByText(`Your vote: ${match.competitors.home.name} wins`)).toBeVisible();
  await page.reload();
  await expect(widget.getByText(`Your vote: ${match.competitors.home.name} wins`)).toBeVisible();
  await expect(widget.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page, { include: '[data-prediction-id]' });
});
