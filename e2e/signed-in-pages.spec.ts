import type { APIRequestContext } from '@playwright/test';
import {
  type ApiMatch,
  apiPost,
  expect,
  freshPlayer,
  headerBalance,
  matchesWhenReady,
  test,
} from './fixtures';

// A signed-in player gets the match page kept for every signed-in player (ADR 037): the server's HTML has the
// account corner's placeholder, never the sign-in buttons, and the balance and the player's stars arrive from the
// browser after hydration. The header is watched from the first parsed node (MutationObserver, installed before
// any of the page's scripts), so a flash of the signed-out corner in any frame would be recorded.

/** A prematch match from the middle of a page of them: the other specs take the first or last ones. */
async function matchToView(request: APIRequestContext): Promise<ApiMatch> {
  const matches = await matchesWhenReady(request, 'match_status=0&type=match&limit=60');
  const match = matches[Math.floor(matches.length / 2)];
  if (!match) throw new Error('no prematch match');
  return match;
}

interface HeaderRecord {
  statuses: string[];
  signInLinks: number;
  placeholders: number;
}

test('a signed-in player never sees the signed-out header; balance and stars arrive on the kept page', async ({
  page,
  request,
}) => {
  const match = await matchToView(request);
  await freshPlayer(page, 'kept-page');
  await apiPost(page.request, `/api/sportsbook/favourites/matches/${match.id}`, {});

  await page.addInitScript(() => {
    const record: HeaderRecord = { statuses: [], signInLinks: 0, placeholders: 0 };
    (window as unknown as { headerRecord: HeaderRecord }).headerRecord = record;
    const look = () => {
      const header = document.querySelector('header');
      if (!header) return;
      for (const corner of header.querySelectorAll('[data-auth-status]')) {
        const status = corner.getAttribute('data-auth-status') ?? '';
        if (record.statuses.at(-1) !== status) record.statuses.push(status);
        if (corner.getAttribute('aria-hidden') === 'true') record.placeholders++;
      }
      record.signInLinks += header.querySelectorAll('a[href$="/users/sign-in"]').length;
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
  });

  const path = `/en/${match.sport.key}/${match.slug}`;
  // Load it until the answer is the kept page (the first load may render it; on a busy machine the next one can
  // come after the kept copy aged out, and is rendered again). Each load starts a fresh header record.
  await expect(async () => {
    const response = await page.goto(path);
    expect(response?.headers()['x-page-cache']).toMatch(/^(hit|stale)$/);
  }).toPass({ timeout: 30_000 });

  await expect(headerBalance(page)).toHaveText('€0.00');
  const star = page.getByRole('button', { name: `Favourite: ${match.name}` }).first();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  const record = await page.evaluate(
    () => (window as unknown as { headerRecord: HeaderRecord }).headerRecord,
  );
  expect(record.signInLinks).toBe(0);
  expect(record.statuses).not.toContain('not_logged_in');
  // The placeholder came first, from the server's HTML, then the signed-in corner.
  expect(record.placeholders).toBeGreaterThan(0);
  expect(record.statuses.at(-1)).toBe('logged_in');
});
