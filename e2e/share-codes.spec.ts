import type { APIRequestContext, Page } from '@playwright/test';
import {
  type ApiMatch,
  demoPlayer,
  expect,
  expectNoAxeViolations,
  freshPlayer,
  type Leg,
  type OpenMatch,
  pickOnMatchPage,
  signInThroughPage,
  test,
} from './fixtures';

// Share-bet codes end to end (ADR 030): the EUR demo player shares a two-selection slip from the slip's share
// button; a fresh BRL player opens the link and finds the selections in the slip, the stake converted (10.00 EUR
// is 60.00 BRL at the ratio of the deposit maxima), the parameter gone from the address and the slip tab open. An
// unknown code shows the share-bet-not-found modal, checked with axe. Basketball prematch matches: no other spec
// bets on basketball.

const SHARER = demoPlayer('demo@example.com');
const STAKE_EUR = '10.00';
const STAKE_BRL = '60.00';

test.describe.configure({ mode: 'serial' });
const panel = (page: Page) => page.locator('#ticket-panel');

/** Two prematch basketball matches more than an hour ahead with every main-market outcome open. */
async function basketballLegs(request: APIRequestContext): Promise<Leg[]> {
  const start = new Date(Date.now() + 60 * 60_000).toISOString();
  let legs: Leg[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/api/sportsbook/matches?match_status=0&type=match&sport_key=basketball&start_from=${encodeURIComponent(start)}&limit=50`,
        );
        const found = response.ok() ? ((await response.json()) as { data: ApiMatch[] }).data : [];
        legs = found
          .flatMap((match): Leg[] => {
            const outcome =
              match.main_market?.outcomes.every((o) => o.active) && match.main_market.outcomes[0];
            return outcome ? [{ match: match as OpenMatch, outcome }] : [];
          })
          .slice(0, 2);
        return legs.length;
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBe(2);
  return legs;
}

let sharedPath = '';
let legs: Leg[] = [];

test('a player shares a two-selection slip and gets a link to copy', async ({ page }) => {
  await signInThroughPage(page, SHARER);
  legs = await basketballLegs(page.request);
  for (const leg of legs) await pickOnMatchPage(page, leg.match, leg.outcome.id);
  const combo = panel(page).getByRole('article', { name: 'Double' });
  await expect(combo.getByTestId('slip-selection')).toHaveCount(2);
  await combo.getByLabel('Stake (EUR)').fill(STAKE_EUR);

  await panel(page).getByRole('button', { name: 'Share slip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your bets' });
  const code = (await dialog.getByTestId('share-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
  const link = await dialog.getByRole('textbox', { name: 'Link to your bets' }).inputValue();
  expect(link).toMatch(new RegExp(`/en\\?shareCode=${code}$`));
  await expectNoAxeViolations(page, { include: 'dialog[open]' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  const url = new URL(link);
  sharedPath = `${url.pathname}${url.search}`;
});

test('a player in another currency opens the link: the selections in the slip, the stake converted', async ({
  page,
}) => {
  expect(sharedPath).not.toBe('');
  await freshPlayer(page, 'share-reader', { currency: 'BRL' });
  await page.goto(sharedPath);

  const combo = panel(page).getByRole('article', { name: 'Double' });
  await expect(combo.getByTestId('slip-selection')).toHaveCount(2);
  for (const { match } of legs) await expect(combo).toContainText(match.competitors.home?.name ?? match.name);
  await expect(combo.getByLabel('Stake (BRL)')).toHaveValue(STAKE_BRL);
  // The code was read and taken out of the address; the slip tab is the one shown.
  await expect(page).toHaveURL((url) => !url.searchParams.has('shareCode'));
  await expect(panel(page).getByRole('tab', { name: 'Bet slip' })).toHaveAttribute('aria-selected', 'true');
});

test('an unknown code shows the share-bet-not-found modal, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en?shareCode=ZZZZZZZZ');
  const dialog = page.getByRole('dialog', { name: 'Shared bet' });
  await expect(dialog).toContainText('This link was not found. It may have expired.');
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await expect(page).toHaveURL((url) => !url.searchParams.has('shareCode'));
  await expectNoAxeViolations(page, { include: 'dialog[open]' });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
});
