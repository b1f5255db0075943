import type { APIRequestContext } from '@playwright/test';
import {
  type ApiMatch,
  demoPlayer,
  expect,
  expectNoAxeViolations,
  matchesWhenReady,
  signInThroughDialog,
  test,
} from './fixtures';

// Favourites, the bet-builder list and localised period names as players and visitors meet them: a player stars
// a match and finds it on /favorites, a visitor's star asks for sign-in, the betbuilder list leads to the match
// page's bet builder, and a live German match page names its periods in German.

const DEMO = demoPlayer('demo@example.com');

// Keeps the sign-up and deposit reminders from popping up over these tests.
/** A football match that starts well after the test (so it stays prematch), the last of a page of them. */
async function laterMatch(request: APIRequestContext): Promise<ApiMatch> {
  const from = new Date(Date.now() + 2 * 60 * 60_000).toISOString();
  const matches = await matchesWhenReady(
    request,
    `match_status=0&type=match&sport_key=football&custom_bet=1&start_from=${encodeURIComponent(from)}&limit=40`,
  );
  const match = matches.at(-1);
  if (!match) throw new Error('no later football match');
  return match;
}

test('a player stars a match, finds it on /favorites and unstars it there', async ({ page, request }) => {
  const match = await laterMatch(request);
  await page.goto(`/en/${match.sport.key}/${match.slug}#signIn`);
  await signInThroughDialog(page, DEMO);

  const star = page.getByRole('button', { name: `Favourite: ${match.name}` });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  // Keyboard: the star is a button that Enter toggles.
  await star.focus();
  await page.keyboard.press('Enter');
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  // The API has it (the page's own session, read through the browser).
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const response = await fetch('/api/sportsbook/favourites/matches');
        return ((await response.json()) as { favoriteIds: number[] }).favoriteIds;
      }),
    )
    .toContain(match.id);

  await page.goto('/en/favorites');
  await expect(page.locator('body')).toHaveAttribute('data-page', 'favorites');
  const upcoming = page.getByRole('region', { name: 'Your upcoming matches' });
  const row = upcoming.locator(`li[data-match-id="${match.id}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('odds-price').first()).toHaveText(/^\d+\.\d{2,3}$/);
  await expectNoAxeViolations(page);

  const rowStar = row.getByRole('button', { name: `Favourite: ${match.name}` });
  await expect(rowStar).toHaveAttribute('aria-pressed', 'true');
  await rowStar.click();
  // Unstarred, the match leaves the list at once, and for good.
  await expect(row).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expect(page.locator(`li[data-match-id="${match.id}"]`)).toHaveCount(0);
});

test('a visitor’s star opens sign-in, and /favorites asks a visitor to sign in', async ({
  page,
  request,
}) => {
  await laterMatch(request);
  await page.goto('/en');
  const star = page
    .getByRole('region', { name: 'Upcoming matches' })
    .locator('li[data-match-id]')
    .first()
    .getByRole('button', { name: /^Favourite: / });
  await star.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/en/favorites');
  const prompt = page.getByText('Sign in to follow your favourite matches and leagues here.');
  await expect(prompt).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});

test('the betbuilder list shows matches that lead to the match page’s bet builder', async ({
  page,
  request,
}) => {
  await laterMatch(request);
  await page.goto('/en?sport=betbuilder');
  await expect(page.getByRole('link', { name: 'Bet builder', exact: true })).toHaveAttribute(
    'aria-current',
    /.+/,
  );
  const rows = page.getByRole('region', { name: 'Upcoming matches' }).locator('li[data-match-id]');
  await expect(rows.first()).toBeVisible();
  // Every listed match offers the bet builder (the API filters: custom_bet=1). The soonest may kick off between
  // the list and this check (its markets suspend at the start): only the ones still upcoming must offer it.
  const ids = await rows.evaluateAll((items) =>
    items.map((item) => Number(item.getAttribute('data-match-id'))),
  );
  let chosen: number | undefined;
  for (const id of ids.slice(0, 5)) {
    const match = (await (await request.get(`/api/sportsbook/matches/${id}`)).json()) as ApiMatch;
    if (match.status !== 0) continue;
    expect(match.is_custom_bet_available, String(id)).toBe(true);
    chosen = id;
  }
  expect(chosen, 'an upcoming match among the first five listed').toBeDefined();
  // The latest-starting of those: the least likely to kick off while the test runs.
  const link = rows
    .and(page.locator(`[data-match-id="${chosen}"]`))
    .locator('a')
    .first();
  await expect(link).toHaveAttribute('href', /#bet-builder$/);
  await link.click();

  const builder = page.getByRole('region', { name: 'Bet builder' });
  await expect(builder).toBeVisible();
  await expect(page).toHaveURL(/#bet-builder$/);
  await expect(builder.getByTestId('bet-builder-price')).toHaveText(
    'Pick at least two outcomes from different markets.',
  );
  // Every market of the match: a group such as Main may hold a single market for some matches.
  await builder
    .getByRole('group', { name: 'Bet builder markets' })
    .getByRole('button', { name: 'All', exact: true })
    .click();
  const markets = builder.locator('[data-market-id]');
  await expect(markets.nth(1)).toBeVisible();
  await markets.nth(0).locator('button[data-outcome-id]:enabled').first().click();
  await markets.nth(1).locator('button[data-outcome-id]:enabled').first().click();
  await expect(builder.getByRole('listitem')).toHaveCount(2);
  await expect(builder.getByTestId('bet-builder-price')).toHaveText(/^Bet builder odds: \d+\.\d{2,3}$/);
  await expectNoAxeViolations(page);
});

test('a live German match page names its periods in German', async ({ page, request }) => {
  // The feed plays ten match seconds a real second: the youngest live match stays live longest on a busy machine.
  const playing = await matchesWhenReady(
    request,
    'match_status=1&sport_key=football&limit=50',
    (m) => m.statistics.period_score.length > 0 && (m.statistics.clock?.match_time ?? 0) < 80 * 60,
  );
  const elapsed = (m: ApiMatch) => m.statistics.clock?.match_time ?? 0;
  const [match] = playing.sort((a, b) => elapsed(a) - elapsed(b));
  if (!match) throw new Error('no live football match');
  const german = (await (
    await request.get(`/api/sportsbook/matches/${match.id}`, { headers: { 'accept-language': 'de' } })
  ).json()) as ApiMatch;
  expect(german.statistics.period_score.map((p) => p.period_name)[0]).toBe('1. Halbzeit');

  await page.goto(`/de/${match.sport.key}/${match.slug}`);
  const header = page.locator('header[data-status="1"]');
  await expect(header).toContainText(/[12]\. Halbzeit/);
  await expect(header).not.toContainText(/half/);
  await expect(header.locator('th[title="1. Halbzeit"]')).toHaveCount(1);
});
