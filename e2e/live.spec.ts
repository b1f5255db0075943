import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  feedControl,
  mainMarketCard,
  markDocument,
  matchesWhenReady,
  type OpenMatch,
  outcomeButton,
  realtimeSubscribed,
  recordOddsMarks,
  stillSameDocument,
  test,
} from './fixtures';

// Real time as a visitor sees it: prices that move in place with an up/down mark, markets that suspend and
// reopen, clocks that tick and live lists that drop finished matches. Changes are forced through the feed
// simulator's development control surface (same origin as the pages, like the browser).

/**
 * Prematch matches starting later, with an open main market whose outcomes are all active: prices forced
 * on them stay until the test changes them again. Each test takes a different one, so parallel tests do not
 * meet.
 */
async function upcomingMatch(request: APIRequestContext, pick: number): Promise<OpenMatch> {
  const from = new Date(Date.now() + 60 * 60_000).toISOString();
  const matches = await matchesWhenReady(
    request,
    `match_status=0&type=match&sport_key=football&start_from=${encodeURIComponent(from)}&limit=50`,
  );
  const usable = matches.filter(
    (m): m is OpenMatch => m.main_market?.outcomes.every((o) => o.active) ?? false,
  );
  const match = usable[pick % Math.max(usable.length, 1)];
  if (!match) throw new Error('no upcoming match with an open main market');
  return match;
}

test('a forced price change shows on an open match page without reload, with its up or down mark', async ({
  page,
  request,
}) => {
  const match = await upcomingMatch(request, 0);
  const market = match.main_market;
  const outcome = market.outcomes[0];
  if (!outcome) throw new Error('market without outcomes');
  await page.goto(`/en/${match.sport.key}/${match.slug}`);
  const button = outcomeButton(page, match, outcome.id);
  await expect(button.getByTestId('odds-price')).toHaveText(/^\d+\.\d{2,3}$/);
  await markDocument(page);
  // The change is published once the page's real-time subscription to the match is up.
  await realtimeSubscribed(page, `match:${match.id}`);

  const marks = await recordOddsMarks(mainMarketCard(page, match));
  const shown = (direction: string, announcement: string) =>
    expect
      .poll(async () =>
        (await marks()).some(
          (m) => m.outcome === outcome.id && m.direction === direction && m.text.includes(announcement),
        ),
      )
      .toBe(true);

  const higher = outcome.odds + 1230;
  await feedControl(request, `/matches/${match.id}/force-price`, {
    market_id: market.id,
    specifier: market.specifier,
    outcome_id: outcome.id,
    odds: higher,
  });
  await expect(button.getByTestId('odds-price')).toHaveText((higher / 1000).toFixed(3).replace(/0$/, ''));
  await shown('up', 'Odds rose');

  // Lower than the price shown (the raised one), yet above the match's own: a favourite at 1.10 has no room
  // below it for a valid price.
  const lower = higher - 700;
  await feedControl(request, `/matches/${match.id}/force-price`, {
    market_id: market.id,
    specifier: market.specifier,
    outcome_id: outcome.id,
    odds: lower,
  });
  await expect(button.getByTestId('odds-price')).toHaveText((lower / 1000).toFixed(3).replace(/0$/, ''));
  await shown('down', 'Odds fell');
  expect(await stillSameDocument(page)).toBe(true);

  // The mark is a moment's: it goes, the price stays.
  await expect(button).not.toHaveAttribute('data-odds-direction', /.+/, { timeout: 8000 });
  await expect(button.getByTestId('odds-price')).toHaveText((lower / 1000).toFixed(3).replace(/0$/, ''));
});

test('a suspended market shows suspended with disabled prices and reopens in place', async ({
  page,
  request,
}) => {
  const match = await upcomingMatch(request, 1);
  const market = match.main_market;
  await page.goto(`/en/${match.sport.key}/${match.slug}`);
  const card = mainMarketCard(page, match);
  await expect(card.getByRole('button').first()).toBeEnabled();
  await markDocument(page);
  await realtimeSubscribed(page, `match:${match.id}`);

  await feedControl(request, `/matches/${match.id}/suspend`, {
    market_id: market.id,
    specifier: market.specifier,
  });
  await expect(card.getByText('Suspended')).toBeVisible();
  for (const button of await card.getByRole('button').all()) await expect(button).toBeDisabled();

  await feedControl(request, `/matches/${match.id}/reopen`, {
    market_id: market.id,
    specifier: market.specifier,
  });
  await expect(card.getByText('Suspended')).toHaveCount(0);
  for (const button of await card.getByRole('button').all()) await expect(button).toBeEnabled();
  expect(await stillSameDocument(page)).toBe(true);
});

test('live clocks tick and a finished match leaves the live list', async ({ page, request }) => {
  const live = await matchesWhenReady(request, 'match_status=1&type=match&limit=100');
  await page.goto('/en/live');
  await markDocument(page);

  // A running clock moves on by itself, second by second. A match read as running may reach its end (its clock
  // stops) before the page shows it, so the clocks of up to five running matches are watched: one must move.
  const ticking = live.filter((m) => m.statistics.clock && !m.statistics.clock.stopped).slice(0, 5);
  if (ticking.length > 0) {
    const clocks = ticking.map((m) => page.locator(`li[data-match-id="${m.id}"]`).getByTestId('match-clock'));
    const texts = () =>
      Promise.all(clocks.map((clock) => clock.textContent({ timeout: 1000 }).catch(() => null)));
    const first = await texts();
    await expect
      .poll(
        async () =>
          (await texts()).some((text, i) => text !== null && first[i] !== null && text !== first[i]),
        // A second-by-second clock, but the page's timers run late when the machine is loaded (seen at load 19).
        { timeout: 20_000 },
      )
      .toBe(true);
  }

  // Take a match the page shows and finish it: its row goes away without a reload.
  const shown = await page
    .locator('li[data-match-id]')
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-match-id'))));
  const target = live.filter((m) => shown.includes(m.id)).at(-1);
  if (!target) throw new Error('the live page shows none of the live matches');
  const row = page.locator(`li[data-match-id="${target.id}"]`);
  await expect(row).toBeVisible();
  await realtimeSubscribed(page, 'public:en');
  await feedControl(request, `/matches/${target.id}/finish`, { home: 2, away: 1 });
  await expect(row).toHaveCount(0);
  expect(await stillSameDocument(page)).toBe(true);

  // The API has it over too (results list it from now on).
  await expect
    .poll(async () => {
      const response = await request.get(`/api/sportsbook/matches/${target.id}`);
      return ((await response.json()) as { status: number }).status;
    })
    .toBeGreaterThanOrEqual(3);
});
