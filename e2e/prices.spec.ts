import type { APIRequestContext, Page } from '@playwright/test';
import { formatOdds } from '@sportsbook/domain/odds-formats';
import { isLadderPrice } from '@sportsbook/domain/price-ladder';
import {
  type ApiMatch,
  expect,
  expectNoAxeViolations,
  matchesWhenReady,
  type OpenMatch,
  test,
} from './fixtures';

// A match page as a player reads its prices: the main market (match result) first, the goal totals as one card
// with a row per line, every price on the page a bookmaker's ladder price, and the Malaysian format with two
// places. Read-only: it takes football matches three days ahead or more, which no spec bets on.

/** A prematch football match at least three days ahead, with an open main market and goal totals. */
async function distantMatch(request: APIRequestContext): Promise<OpenMatch> {
  const from = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
  const matches = await matchesWhenReady(
    request,
    `match_status=0&type=match&sport_key=football&start_from=${encodeURIComponent(from)}&limit=20`,
    (m: ApiMatch) => m.main_market?.status === 1,
  );
  const match = matches[0];
  if (!match?.main_market) throw new Error('no distant football match with an open main market');
  return match as OpenMatch;
}

/** Every price text on the buttons of the open tab, leaving out outcomes that say they are not available. */
async function pricesShown(page: Page): Promise<string[]> {
  const texts = await page.getByRole('tabpanel').getByTestId('odds-price').allTextContents();
  return texts.filter((text) => text !== 'Not available');
}

test('a match page lists the main market first, totals as one card, every price on the ladder', async ({
  page,
  request,
}) => {
  const match = await distantMatch(request);
  await page.goto(`/en/football/${match.slug}`);
  const panel = page.getByRole('tabpanel');
  const cards = panel.locator(':scope > [data-market-id]');
  await expect(cards.first()).toHaveAttribute('data-market-id', '1');
  await expect(cards.first().getByRole('heading')).toHaveText('Match result');
  await expect(cards.first().getByRole('button', { name: /^Draw/ })).toBeVisible();

  const totals = panel.getByRole('region', { name: 'Total', exact: true });
  await expect(totals).toHaveCount(1);
  const lines = totals.locator('[data-specifier^="total="]');
  expect(await lines.count()).toBeGreaterThan(2);
  await expect(totals.getByRole('button', { name: /^Over 2\.5/ })).toBeVisible();

  // The All tab holds every market of the match: every price there is a ladder price.
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  const prices = await pricesShown(page);
  expect(prices.length).toBeGreaterThan(50);
  const offLadder = prices.filter((text) => {
    if (!/^\d+\.\d{2}$/.test(text)) return true;
    return !isLadderPrice(Math.round(Number(text) * 1000));
  });
  expect(offLadder).toEqual([]);
  await expectNoAxeViolations(page, { include: 'main' });
});

test('the Malaysian format shows every price with two places', async ({ page, request }) => {
  const match = await distantMatch(request);
  await page.goto('/en');
  await page.evaluate(() => window.localStorage.setItem('activeOddsType', 'malaysian'));
  await page.goto(`/en/football/${match.slug}`);
  const home = match.main_market.outcomes[0];
  if (!home) throw new Error('the main market has no outcomes');
  const button = page.getByRole('tabpanel').locator('[data-market-id="1"] button[data-outcome-id="1"]');
  await expect(button.getByTestId('odds-price')).toHaveText(formatOdds(home.odds, 'malaysian'));
  const prices = await pricesShown(page);
  expect(prices.length).toBeGreaterThan(10);
  expect(prices.filter((text) => !/^-?\d\.\d{2}$/.test(text))).toEqual([]);
});
