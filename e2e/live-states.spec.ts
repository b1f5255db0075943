import type { APIRequestContext, WebSocketRoute } from '@playwright/test';
import {
  type ApiMatch,
  expect,
  expectNoAxeViolations,
  matchesWhenReady,
  realtimeSubscribed,
  test,
} from './fixtures';

// Live and loading states (issue 19): the real-time WebSocket is cut by routing it through the test and closing
// it, and new connections are refused while the cut lasts. After ~3 s the page says "Reconnecting…" in a polite
// live region and the odds buttons are disabled with the reason; once connections are let through again the
// page re-syncs (history recovery, or a refetch) and the prices can be taken again. Nothing is picked or bet:
// the match is only looked at. It is a basketball match a day ahead, the second of its page, which no other
// spec takes.

async function laterBasketballMatch(request: APIRequestContext): Promise<ApiMatch> {
  const from = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
  const matches = await matchesWhenReady(
    request,
    `match_status=0&type=match&sport_key=basketball&start_from=${encodeURIComponent(from)}&limit=10`,
  );
  const match = matches.at(1) ?? matches.at(0);
  if (!match) throw new Error('no later basketball match');
  return match;
}

test('a lost connection shows Reconnecting…, disables prices with the reason, and re-syncs before they are bettable', async ({
  page,
  request,
}) => {
  const match = await laterBasketballMatch(request);
  let cut = false;
  const open: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/connection\/websocket/, (socket) => {
    // While the cut lasts a new connection is closed at once, as a dropped network would.
    if (cut) {
      void socket.close({ code: 4001, reason: 'cut by test' });
      return;
    }
    const server = socket.connectToServer();
    open.push(socket);
    socket.onClose(() => void server.close());
  });

  await page.goto(`/en/${match.sport.key}/${match.slug}`);
  await realtimeSubscribed(page, `match:${match.id}`);
  const prices = page.locator('main button[data-outcome-id]');
  const firstPrice = prices.first();
  await expect(firstPrice).toBeEnabled();
  const notice = page.getByTestId('reconnecting-notice');
  await expect(notice).toHaveAttribute('role', 'status');
  await expect(notice).toHaveAttribute('aria-live', 'polite');
  await expect(notice).toBeEmpty();

  cut = true;
  for (const socket of open.splice(0)) await socket.close({ code: 4001, reason: 'cut by test' });

  await expect(notice).toHaveText('Reconnecting…');
  await expect(firstPrice).toBeDisabled();
  await expect(firstPrice).toHaveAttribute('title', 'Prices are updating after a lost connection');
  // Every price of the page, not only the first.
  expect(
    await prices.evaluateAll((buttons) => buttons.filter((b) => !(b as HTMLButtonElement).disabled).length),
  ).toBe(0);
  await expectNoAxeViolations(page);

  // Let connections through; the client's back-off (0.5 s growing to 20 s) decides when it tries again.
  cut = false;
  await expect(notice).toBeEmpty({ timeout: 30_000 });
  await realtimeSubscribed(page, `match:${match.id}`);
  await expect(firstPrice).toBeEnabled();
  await expect(firstPrice).not.toHaveAttribute('title');
});
