import type { APIRequestContext, Page } from '@playwright/test';
import type { Comboboost } from '@sportsbook/contracts/bonuses';
import {
  type ApiMatch,
  apiPost,
  demoPlayer,
  expect,
  expectNoAxeViolations,
  type Leg,
  type OpenMatch,
  pickOnMatchPage,
  signInThroughPage,
  test,
} from './fixtures';

// The football comboboost as the demo bonus player meets it on the real product: its terms read from
// GET /bonuses/comboboosts (activated through the API when it waits for activation), a combo of three football
// legs that fit, the slip showing the comboboost with its boost, the boosted total odds and the extra win, the
// bet placed with it, and My bets showing the bet marked with its comboboost and boosted odds. The slip with the
// comboboost shown is checked with axe.

const PLAYER = demoPlayer('bonuses@example.com');
const LEGS = 3;
const STAKE = 1000;

test.describe.configure({ mode: 'serial' });

const panel = (page: Page) => page.locator('#ticket-panel');

/** The player's football comboboost, activated: the slip offers only an activated one (ADR 028). */
async function activeComboboost(request: APIRequestContext): Promise<Comboboost> {
  let found: Comboboost | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/sportsbook/bonuses/comboboosts');
        const list = answer.ok() ? ((await answer.json()) as { data: Comboboost[] }).data : [];
        found = list.find((c) => c.title === 'Football comboboost');
        // The seed names football's catalogue id once the feed has stored the catalogue.
        return found?.event_conditions.sport_ids.length ?? 0;
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBeGreaterThan(0);
  if (!found) throw new Error('the demo player holds no football comboboost');
  if (found.issued.computed_status === 'available') {
    await apiPost(request, `/api/sportsbook/bonuses/${found.id}/activate`, {});
  }
  return found;
}

/**
 * Prematch football matches more than an hour ahead with an open main market. Taken from the middle of the list,
 * apart from the other specs' matches (betslip.spec takes the first ones, bets.spec and freebet.spec the last).
 */
async function fittingLegs(request: APIRequestContext, minOdds: number): Promise<Leg[]> {
  const start = new Date(Date.now() + 60 * 60_000).toISOString();
  let legs: Leg[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/api/sportsbook/matches?match_status=0&type=match&sport_key=football&start_from=${encodeURIComponent(start)}&limit=100`,
        );
        const found = response.ok() ? ((await response.json()) as { data: ApiMatch[] }).data : [];
        const usable = found.flatMap((match): Leg[] => {
          const market = match.main_market;
          if (!market?.outcomes.every((o) => o.active)) return [];
          const outcome = market.outcomes.find((o) => o.odds >= minOdds + 100);
          return outcome ? [{ match: match as OpenMatch, outcome }] : [];
        });
        const middle = Math.max(16, Math.floor(usable.length / 2) - 1);
        legs = usable.slice(middle, middle + LEGS);
        return legs.length;
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBe(LEGS);
  return legs;
}

/** The domain's rules, written out as the oracle: the product of the legs truncated once, a return truncated. */
const combine = (odds: readonly number[]) =>
  Number(odds.reduce((p, o) => p * BigInt(o), 1n) / 1000n ** BigInt(odds.length - 1));
const returnOf = (stake: number, odds: number) => Math.floor((stake * odds) / 1000);
/** Decimal odds as the product shows them: two decimals, three when the thousandth is not 0. */
const decimal = (odds: number) => (odds % 10 === 0 ? (odds / 1000).toFixed(2) : (odds / 1000).toFixed(3));
const euros = (minor: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(minor / 100);

test('a three-leg football combo takes the comboboost, is placed with it and shows it in My bets', async ({
  page,
}) => {
  await signInThroughPage(page, PLAYER);
  const comboboost = await activeComboboost(page.request);
  const range = comboboost.ranges.find((r) => r.min_count <= LEGS && LEGS <= r.max_count);
  if (!range) throw new Error(`no range of the comboboost holds ${LEGS} legs`);
  const legs = await fittingLegs(page.request, comboboost.min_odds);

  for (const leg of legs) await pickOnMatchPage(page, leg.match, leg.outcome.id);
  const combo = panel(page).getByRole('article', { name: 'Treble' });
  await expect(combo.getByTestId('slip-selection')).toHaveCount(LEGS);

  const plain = combine(legs.map((leg) => leg.outcome.odds));
  const boosted = combine([plain, range.bonus_odds]);
  const percent = `+${(range.bonus_odds - 1000) / 10}%`;
  const row = combo.getByRole('region', { name: 'Football comboboost' });
  await expect(row.getByTestId('comboboost-percent')).toHaveText(`${percent} odds boost`);
  await expect(row.getByTestId('comboboost-odds')).toHaveText(decimal(boosted));
  await expect(row.getByText(`instead of ${decimal(plain)}`)).toBeVisible();
  await expect(combo.getByTestId('total-odds')).toHaveText(decimal(boosted));
  await combo.getByLabel('Stake (EUR)').fill((STAKE / 100).toFixed(2));
  await expect(row.getByTestId('comboboost-extra-win')).toHaveText(
    euros(returnOf(STAKE, boosted) - returnOf(STAKE, plain)),
  );
  await expect(panel(page).getByTestId('total-win')).toHaveText(euros(returnOf(STAKE, boosted)));
  await expect(row.getByRole('checkbox', { name: 'Boost this combo' })).toBeChecked();

  await expectNoAxeViolations(page, { include: '#ticket-panel' });

  await panel(page).getByRole('button', { name: 'Place bet' }).click();
  await expect(panel(page).getByRole('status').filter({ hasText: 'Your bet is placed.' })).toBeVisible();
  const history = (await (await page.request.get('/api/sportsbook/v3/bets?status=open&limit=1')).json()) as {
    data: { odds: number; bonus: { id: string; type: string; odds?: number } | null }[];
  };
  expect(history.data[0]).toMatchObject({
    odds: boosted,
    bonus: { id: comboboost.id, type: 'comboboost', odds: range.bonus_odds },
  });

  // My bets marks the bet with its comboboost and the boosted odds.
  await panel(page).getByRole('tab', { name: 'My bets' }).click();
  const card = panel(page)
    .getByRole('region', { name: 'Open bets' })
    .getByRole('article')
    .filter({ hasText: legs[0]?.match.name ?? '' });
  await expect(card.getByTestId('comboboost-marker')).toHaveText(
    `Comboboost ${percent} · odds ${decimal(boosted)}`,
  );
});
