import type { APIRequestContext, Page } from '@playwright/test';
import { bound } from './bounds';
import {
  type ApiMatch,
  expect,
  expectNoAxeViolations,
  feedControl,
  matchesWhenReady,
  realtimeSubscribed,
  test,
} from './fixtures';

// Navigation that shows progress and a live block that does not jump (issue 19). A page change held back by the
// test (its page data request waits until the test lets it through) shows the top progress bar, which goes once
// the page is in; a league's only live match ended through the feed control leaves the live block in its place,
// saying no match is live, with the upcoming matches below it unmoved. Dota 2 matches at least a day ahead,
// the last of the list, which no other spec takes.

test.describe.configure({ mode: 'serial' });
/** Holds every page data request (RSC) of a client-side navigation until the answered function is called. */
async function holdPageData(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*', async (route) => {
    if (route.request().headers().rsc === '1') await gate;
    await route.fallback();
  });
  return release;
}

for (const { width, height, link } of [
  {
    width: 1280,
    height: 900,
    link: (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Live' }),
  },
  {
    width: 390,
    height: 844,
    link: (page: Page) =>
      page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Live' }),
  },
]) {
  test(`a slow page change shows the top progress bar until the page is in, at ${width} px`, async ({
    page,
  }) => {
    // The axe scan while the page change is held takes most of a minute at load 15-20 (two full suites beside).
    test.setTimeout(bound(120_000));
    await page.setViewportSize({ width, height });
    await page.goto('/en');
    // Hydrated (the real-time client runs): a click is now a client-side navigation, not a document load.
    await realtimeSubscribed(page);
    const release = await holdPageData(page);
    await link(page).click();
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.width).toBe(width);
    await expectNoAxeViolations(page);
    release();
    await expect(page).toHaveURL(/\/en\/live$/, { timeout: 30_000 });
    await expect(bar).toHaveCount(0);
  });
}

/** A Dota 2 match a day ahead or more, `fromEnd` from the end of the list, whose league has no live match. */
async function quietLeagueMatch(request: APIRequestContext, fromEnd: number): Promise<ApiMatch> {
  const from = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
  const found = await matchesWhenReady(
    request,
    `match_status=0&type=match&sport_key=dota2&start_from=${encodeURIComponent(from)}&limit=100`,
  );
  const liveIn = async (match: ApiMatch) => {
    const live = await request.get(
      `/api/sportsbook/matches?match_status=1&tournament_id=${match.tournament.id}`,
    );
    return ((await live.json()) as { data: ApiMatch[] }).data;
  };
  const candidates = found.slice(0, found.length - fromEnd).reverse();
  for (const match of candidates) if ((await liveIn(match)).length === 0) return match;
  // Every league has a match being played now (the world's schedule, or another spec's start): the first
  // candidate's league is made quiet by finishing them, as their scripts would.
  const match = candidates[0];
  if (!match) throw new Error('no Dota 2 match a day ahead');
  for (const playing of await liveIn(match)) await feedControl(request, `/matches/${playing.id}/finish`, {});
  await expect.poll(async () => (await liveIn(match)).length).toBe(0);
  return match;
}

for (const [index, { width, height }] of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
].entries()) {
  test(`the last live match of a league ends without moving what is below it, at ${width} px`, async ({
    page,
    request,
  }) => {
    const match = await quietLeagueMatch(request, index);
    await feedControl(request, `/matches/${match.id}/start`, {});
    await page.setViewportSize({ width, height });
    await expect
      .poll(async () => {
        await page.goto(`/en/${match.sport.key}/${match.tournament.slug}`);
        return page.locator(`section[data-block="block-live"] [data-match-id="${match.id}"]`).count();
      })
      .toBe(1);
    await realtimeSubscribed(page);
    // The league's one live match, counted in the heading.
    const liveHeading = page.locator('#block-live-title');
    await expect(liveHeading).toHaveText('Live now1');
    const upcoming = page.locator('#block-upcoming-title');
    await upcoming.scrollIntoViewIfNeeded();
    const before = await upcoming.boundingBox();
    await feedControl(request, `/matches/${match.id}/finish`, { home: 2, away: 1 });
    const live = page.locator('section[data-block="block-live"]');
    await expect(live.getByText('No live matches right now.')).toBeVisible();
    await expect(live.locator(`[data-match-id="${match.id}"]`)).toHaveCount(0);
    // The heading agrees with the list: no count once no match is live.
    await expect(liveHeading).toHaveText('Live now');
    const after = await upcoming.boundingBox();
    expect(after?.y).toBe(before?.y);
    await expectNoAxeViolations(page, { include: 'section[data-block="block-live"]' });
  });
}
