import type { APIRequestContext } from '@playwright/test';
import {
  type ApiMatch,
  expect,
  expectNoAxeViolations,
  feedControl,
  matchesWhenReady,
  realtimeSubscribed,
  test,
} from './fixtures';

// Match info as a visitor sees it: the live tracker moving on a football match. The matches come from the far end
// of the schedule (five days ahead and later), which no other spec uses.

async function farFootballMatch(request: APIRequestContext, pick: number): Promise<ApiMatch> {
  const from = new Date(Date.now() + 5 * 24 * 3600_000).toISOString();
  const matches = await matchesWhenReady(
    request,
    `match_status=0&type=match&sport_key=football&start_from=${encodeURIComponent(from)}&sort_by=start_time&limit=50`,
  );
  const match = matches.at(-1 - pick);
  if (!match) throw new Error('no football match five days ahead');
  return match;
}

test('the tracker on a live football match moves as incidents arrive, and says so in text', async ({
  page,
  request,
}) => {
  const match = await farFootballMatch(request, 0);
  await feedControl(request, `/matches/${match.id}/start`, {});
  await page.goto(`/en/${match.sport.key}/${match.slug}`);
  const tracker = page.getByTestId('match-tracker');
  await expect(tracker.getByRole('heading', { name: 'Match tracker' })).toBeVisible();
  await realtimeSubscribed(page, `match:${match.id}`);
  const last = tracker.getByTestId('tracker-last');
  const before = await last.textContent();
  const listed = await tracker.getByRole('listitem').count();

  // Ten match minutes later: dozens of attacks, arriving on the match channel while the page is open.
  await feedControl(request, `/matches/${match.id}/fast-forward`, { minutes: 10 });
  await expect(last).not.toHaveText(before ?? '');
  await expect(last).toHaveText(/^\d+′ .+ – .+$/);
  await expect.poll(() => tracker.getByRole('listitem').count()).toBeGreaterThan(listed);
  await expect(tracker.locator('[data-kind]')).not.toHaveAttribute('data-kind', 'none');
  await expectNoAxeViolations(page, { include: '[data-testid="match-tracker"]' });
});

test('the preview on a prematch football match shows form, meetings and the table, at phone and desktop widths', async ({
  page,
  request,
}) => {
  const match = await farFootballMatch(request, 1);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/en/${match.sport.key}/${match.slug}`);
    const preview = page.getByTestId('match-preview');
    await expect(preview.getByRole('heading', { name: 'Match preview' })).toBeVisible();
    const form = preview.getByRole('table', { name: 'Form, latest first' });
    await expect(
      form.getByRole('rowheader', { name: match.competitors.home?.name, exact: true }),
    ).toBeVisible();
    await expect(
      form.getByRole('rowheader', { name: match.competitors.away?.name, exact: true }),
    ).toBeVisible();
    await expect(preview.getByRole('table', { name: 'Head-to-head' }).getByRole('row')).not.toHaveCount(1);
    const table = preview.getByRole('table', { name: 'Table' });
    await expect(
      table.getByRole('rowheader', { name: match.competitors.home?.name, exact: true }),
    ).toBeVisible();
    // The tables fit the page: nothing scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, { include: '[data-testid="match-preview"]' });
  }
});

test('the watch toggle plays the demo stream of a football match with video', async ({ page, request }) => {
  const from = new Date(Date.now() + 5 * 24 * 3600_000).toISOString();
  const withVideo = await matchesWhenReady(
    request,
    `match_status=0&type=match&sport_key=football&has_video=1&start_from=${encodeURIComponent(from)}&sort_by=start_time&limit=50`,
  );
  // The earliest of them: the tests above take the latest matches of the far end.
  const match = withVideo[0];
  if (!match) throw new Error('no football match with video five days ahead');
  await page.goto(`/en/${match.sport.key}/${match.slug}`);
  const watch = page.getByRole('button', { name: 'Watch stream' });
  await watch.focus();
  await page.keyboard.press('Enter');
  await expect(watch).toHaveAttribute('aria-pressed', 'true');
  const video = page.getByTestId('match-stream-video');
  await expect(video).toBeVisible();
  // The video has frames and moves on.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  const at = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(at);
  await expect(page.getByRole('alert').filter({ hasText: 'could not be played' })).toHaveCount(0);
  await expectNoAxeViolations(page, { include: 'section[aria-label^="Stream of"]' });
});
