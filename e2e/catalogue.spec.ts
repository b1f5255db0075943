import type { APIRequestContext, Locator } from '@playwright/test';
import {
  type ApiFullMatch,
  type ApiMatch,
  expect,
  expectNoAxeViolations,
  matchesWhenReady,
  openHeaderSettings,
  test,
} from './fixtures';

// The catalogue as a visitor sees it: lists with odds, sport, category, league and match pages, the 404 for an
// unknown slug, market-group tabs, the odds format switch and the search block.

/** A match that will not start or end during a test: prematch, with a main market, starting later. */
async function upcomingMatch(request: APIRequestContext, sport = 'football'): Promise<ApiMatch> {
  const from = new Date(Date.now() + 30 * 60_000).toISOString();
  const matches = await matchesWhenReady(
    request,
    `match_status=0&type=match&sport_key=${sport}&start_from=${encodeURIComponent(from)}&limit=20`,
  );
  const match = matches.find((m) => m.main_market !== null && m.competitors.home);
  if (!match) throw new Error('no upcoming match with a main market');
  return match;
}

/** The prices on buttons, leaving out outcomes that say they are not available. */
async function shownPrices(prices: Locator): Promise<string[]> {
  return (await prices.allTextContents()).filter((text) => text !== 'Not available');
}

const DECIMAL = /^\d+\.\d{2,3}$/;
const AMERICAN = /^[+-]\d+$/;
const FRACTIONAL = /^\d+\/\d+$/;

test.describe('lists', () => {
  test('home lists live and upcoming matches with odds', async ({ page, request }) => {
    await matchesWhenReady(request, 'match_status=1&limit=1');
    await page.goto('/en');
    await expect(page.locator('body')).toHaveAttribute('data-page', 'sports');
    for (const name of ['Live now', 'Upcoming matches']) {
      const block = page.getByRole('region', { name, exact: false });
      const rows = block.locator('li[data-match-id]');
      await expect(rows.first()).toBeVisible();
      const prices = block.getByTestId('odds-price');
      await expect(prices.first()).toHaveText(DECIMAL);
      expect(await prices.count()).toBeGreaterThan(1);
    }
    // Live rows carry the live badge and a score.
    const liveRow = page.getByRole('region', { name: 'Live now' }).locator('li[data-match-id]').first();
    await expect(liveRow).toContainText('Live');
  });

  test('the live page lists live matches by sport with counters', async ({ page, request }) => {
    const [live] = await matchesWhenReady(request, 'match_status=1&limit=1');
    await page.goto('/en/live');
    await expect(page.locator('body')).toHaveAttribute('data-page', 'in_play');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live betting');
    const filters = page.getByRole('navigation', { name: 'Filter by sport' });
    await expect(filters.getByRole('link', { name: new RegExp(live?.sport.name ?? '') })).toContainText(
      /\d+/,
    );
    await expect(page.locator('li[data-match-id]').first()).toBeVisible();
  });

  test('a sport filter and the page parameter narrow the list', async ({ page, request }) => {
    await matchesWhenReady(request, 'match_status=0&sport_key=tennis&limit=1');
    await page.goto('/en?sport=tennis');
    const upcoming = page.getByRole('region', { name: 'Upcoming matches' });
    await expect(upcoming.locator('li[data-match-id]').first()).toBeVisible();
    await expect(upcoming.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Filter by sport' }).getByRole('link', { name: 'Tennis' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('region', { name: 'Outrights' })).toBeVisible();
    await page.goto('/en?sport=outrights');
    await expect(page.getByRole('region', { name: 'Upcoming matches' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Outrights' })).toBeVisible();
  });

  test("an outright's row counts the competitors its match page offers (the list carries only the count)", async ({
    page,
    request,
  }) => {
    await matchesWhenReady(request, 'type=outright&match_status=0&limit=1');
    await page.goto('/en?sport=outrights');
    const row = page.getByRole('region', { name: 'Outrights' }).locator('li[data-type="outright"]').first();
    await expect(row).toBeVisible();
    const id = Number(await row.getAttribute('data-match-id'));
    const listed = (await (await request.get(`/api/sportsbook/matches?id=${id}`)).json()).data[0];
    expect(listed).not.toHaveProperty('outright_competitors');
    const match: ApiFullMatch = await (await request.get(`/api/sportsbook/matches/${id}`)).json();
    const count = match.outright_competitors.length;
    expect(count).toBeGreaterThan(1);
    expect(listed.outright_competitor_count).toBe(count);
    await expect(row.getByRole('link', { name: `${count} competitors` })).toBeVisible();
    await row.getByRole('link', { name: match.name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(match.name);
    const firstCompetitor = match.outright_competitors[0]?.name ?? '';
    await expect(page.getByRole('main').getByText(firstCompetitor).first()).toBeVisible();
  });

  test('schedule and results render their day lists', async ({ page }) => {
    await page.goto('/en/schedule');
    await expect(page.locator('body')).toHaveAttribute('data-page', 'schedule');
    await expect(
      page.getByRole('navigation', { name: 'Days' }).getByRole('link', { name: 'Today' }),
    ).toHaveAttribute('aria-current', 'page');
    await page.goto('/en/results');
    await expect(page.locator('body')).toHaveAttribute('data-page', 'results');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results');
  });
});

test.describe('catalogue pages', () => {
  test('sport, category and league pages render', async ({ page, request }) => {
    const match = await upcomingMatch(request);
    const sport = await page.goto(`/en/${match.sport.key}`);
    expect(sport?.status()).toBe(200);
    await expect(page.locator('body')).toHaveAttribute('data-page', 'sport');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${match.sport.name} betting`);
    await expect(page.getByRole('region', { name: 'Top leagues' }).getByRole('link').first()).toBeVisible();

    await page.goto(`/en/${match.sport.key}/${match.category.slug}`);
    await expect(page.locator('body')).toHaveAttribute('data-page', 'category');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(match.category.name);

    await page.goto(`/en/${match.sport.key}/${match.tournament.slug}`);
    await expect(page.locator('body')).toHaveAttribute('data-page', 'league');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(match.tournament.name);
    await expect(page.locator(`li[data-match-id="${match.id}"]`)).toBeVisible();
  });

  test('an unknown slug answers 404 with the 404 page', async ({ page, request }) => {
    await matchesWhenReady(request, 'limit=1');
    const response = await page.goto('/en/football/no-such-league-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.locator('body')).toHaveAttribute('data-page', 'not_found');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oops, sorry. We can't find that page.");
    // A real slug under the wrong sport names no page either.
    const match = await upcomingMatch(request);
    expect((await page.goto(`/en/tennis/${match.slug}`))?.status()).toBe(404);
  });

  test('a match page shows the teams and its market groups', async ({ page, request }) => {
    const match = await upcomingMatch(request);
    await page.goto(`/en/${match.sport.key}/${match.slug}`);
    await expect(page.locator('body')).toHaveAttribute('data-page', 'match');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(match.name);
    const tabs = page.getByRole('tablist', { name: 'Market groups' });
    await expect(tabs.getByRole('tab', { name: 'Main' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: 'All' })).toBeVisible();
    const panel = page.getByRole('tabpanel');
    const mainCount = await panel.getByRole('heading', { level: 3 }).count();
    expect(mainCount).toBeGreaterThan(0);

    await tabs.getByRole('tab', { name: 'Totals' }).click();
    await expect(tabs.getByRole('tab', { name: 'Totals' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('heading', { level: 3 }).first()).toContainText(/total/i);

    // Keyboard: arrows move between tabs.
    await tabs.getByRole('tab', { name: 'Totals' }).focus();
    await page.keyboard.press('Home');
    await expect(tabs.getByRole('tab', { name: 'Main' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(await panel.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(mainCount);
  });
});

test.describe('odds format', () => {
  test('the switch changes every price shown and survives a reload', async ({ page, request }) => {
    const match = await upcomingMatch(request);
    await page.goto(`/en/${match.sport.key}/${match.slug}`);
    const prices = page.getByRole('tabpanel').getByTestId('odds-price');
    await expect(prices.first()).toHaveText(DECIMAL);
    await openHeaderSettings(page);
    const switcher = page.getByRole('banner').getByRole('combobox', { name: 'Odds' });
    await expect(switcher).toHaveValue('european');

    await switcher.selectOption('american');
    await expect(prices.first()).toHaveText(AMERICAN);
    const texts = await shownPrices(prices);
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts) expect(text).toMatch(AMERICAN);
    expect(await page.evaluate(() => localStorage.getItem('activeOddsType'))).toBe('american');

    await page.reload();
    await openHeaderSettings(page);
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Odds' })).toHaveValue('american');
    await expect(prices.first()).toHaveText(AMERICAN);
    for (const text of await shownPrices(prices)) expect(text).toMatch(AMERICAN);

    // Lists follow the same choice.
    await page.getByRole('banner').getByRole('combobox', { name: 'Odds' }).selectOption('british');
    await page.goto('/en');
    const listPrices = page.getByRole('region', { name: 'Upcoming matches' }).getByTestId('odds-price');
    await expect(listPrices.first()).toHaveText(FRACTIONAL);
    for (const text of await shownPrices(listPrices)) expect(text).toMatch(FRACTIONAL);
  });
});

test.describe('search', () => {
  test('finds a team as you type and opens its match with the keyboard', async ({ page, request }) => {
    const match = await upcomingMatch(request);
    const team = match.competitors.home?.name ?? '';
    await page.goto('/en');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search matches and leagues' });
    await box.fill(team.slice(0, 2));
    await expect(page.getByRole('banner').getByText('Type at least 3 characters')).toBeAttached();
    await box.fill(team);
    const results = page.getByRole('banner').getByRole('listbox');
    // The same two teams can meet twice in the schedule (home and away): the first listed is the one opened.
    await expect(results.getByRole('option', { name: new RegExp(match.name) }).first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = results.getByRole('option');
    const index = (await options.allTextContents()).findIndex((text) => text.includes(match.name));
    for (let i = 0; i <= index; i++) await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Enter');
    // The search took the choice (it empties itself as the page change starts): a failure below is the page change's.
    await expect(box).toHaveValue('');
    // Either meeting of the two teams may be listed first: the page opened is a match page of this pairing.
    await expect(page).toHaveURL(new RegExp(`/en/${match.sport.key}/[^/]+$`));
    await expect(page.locator('body')).toHaveAttribute('data-page', 'match');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(match.competitors.home?.name ?? '');
  });
});

test.describe('accessibility', () => {
  test('home and a match page have no axe violations', async ({ page, request }) => {
    // Two whole-page scans of the largest pages: over a minute of CPU on a machine running two suites at once.
    test.slow();
    await matchesWhenReady(request, 'match_status=1&limit=1');
    await page.goto('/en');
    await expect(page.locator('li[data-match-id]').first()).toBeVisible();
    await expectNoAxeViolations(page);
    const match = await upcomingMatch(request);
    await page.goto(`/en/${match.sport.key}/${match.slug}`);
    await expect(page.getByRole('tablist', { name: 'Market groups' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
