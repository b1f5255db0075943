import type { APIRequestContext, Page } from '@playwright/test';
import {
  type ApiMatch,
  expect,
  expectNoAxeViolations,
  feedControl,
  matchesWhenReady,
  test,
} from './fixtures';

// Search that helps (issue 19): each match found shows its date or that it is live, a search that finds nothing
// says so where the player looks, with the catalogue's spelling of a mistyped name, Live now and popular
// leagues, and a phone has a search button in its header. League of Legends matches at least a day ahead, the
// last two of the list, which no other spec takes: one is started through the feed control to be live.

test.describe.configure({ mode: 'serial' });
async function lolMatches(request: APIRequestContext): Promise<{ later: ApiMatch; live: ApiMatch }> {
  const from = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
  const found = await matchesWhenReady(
    request,
    `match_status=0,1&type=match&sport_key=lol&start_from=${encodeURIComponent(from)}&limit=100`,
    (m) => m.competitors.home !== null,
  );
  const [later, live] = found.slice(-2);
  if (!later || !live || later === live) throw new Error('two League of Legends matches needed');
  if (live.status !== 1) await feedControl(request, `/matches/${live.id}/start`, {});
  return { later, live };
}

/** The word of a name with two neighbouring letters swapped: a typo the catalogue can correct. */
function typo(name: string): string {
  const word = name.split(' ').reduce((a, b) => (b.length > a.length ? b : a));
  const i = Math.floor(word.length / 2);
  return word.slice(0, i - 1) + (word[i] ?? '') + (word[i - 1] ?? '') + word.slice(i + 1);
}

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox');

test('each match found shows its date, or Live while it is played', async ({ page, request }) => {
  const { later, live } = await lolMatches(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en');
  await searchBox(page).fill(later.name);
  const option = page.getByRole('option', { name: new RegExp(later.name) });
  await expect(option.locator('time')).toHaveAttribute('datetime', later.start_time);
  await expect(option.locator('time')).toHaveText(/\d{2}:\d{2}/);
  await searchBox(page).fill(live.name);
  const liveOption = page.getByRole('option', { name: new RegExp(live.name) });
  await expect(liveOption.getByText('Live', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(liveOption.locator('time')).toHaveCount(0);
  await expectNoAxeViolations(page, { include: 'header search' });
});

test('a search that finds nothing says so, offers the right spelling, Live now and popular leagues', async ({
  page,
  request,
}) => {
  const { later } = await lolMatches(request);
  const team = later.competitors.home?.name ?? '';
  const wrong = typo(team);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en');
  await searchBox(page).fill(wrong);
  const suggestions = page.getByTestId('search-suggestions');
  await expect(suggestions.getByText(`Nothing found for “${wrong}”`)).toBeVisible();
  await expect(suggestions.getByRole('link', { name: 'Live now' })).toHaveAttribute('href', '/en/live');
  // Live now and the five most popular leagues.
  await expect(suggestions.getByRole('listitem')).toHaveCount(6);
  const spelling = suggestions.getByRole('button');
  await expect(spelling).toBeVisible();
  const corrected = (await spelling.textContent()) ?? '';
  expect(team.toLowerCase()).toContain(corrected.toLowerCase());
  await expectNoAxeViolations(page, { include: 'header search' });
  // With the keyboard: Tab reaches the spelling without closing the suggestions; Enter searches it.
  await searchBox(page).focus();
  await page.keyboard.press('Tab');
  await expect(spelling).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(searchBox(page)).toHaveValue(corrected);
  await expect(page.getByRole('option', { name: new RegExp(later.name) })).toBeVisible();
});

test('a phone has a search button in its header that opens the search', async ({ page, request }) => {
  const { later } = await lolMatches(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en');
  const open = page.getByRole('banner').getByRole('button', { name: 'Open search' });
  await expect(open).toBeVisible();
  await expect(searchBox(page)).toBeHidden();
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Search matches and leagues' });
  const input = dialog.getByRole('combobox');
  await expect(input).toBeFocused();
  await input.fill(later.name);
  await expect(dialog.getByRole('option', { name: new RegExp(later.name) })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  // Choosing a result opens its page and closes the dialog.
  await open.click();
  await dialog.getByRole('combobox').fill(later.name);
  await dialog.getByRole('option', { name: new RegExp(later.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/en/lol/${later.slug}$`), { timeout: 30_000 });
  await expect(dialog).toBeHidden();
});
