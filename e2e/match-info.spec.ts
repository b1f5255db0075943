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
