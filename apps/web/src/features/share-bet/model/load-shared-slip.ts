import type { SharedBets } from '@sportsbook/contracts/share-codes';
import { isShareCode, normalizeShareCode, SHARE_CODE_PARAM } from '@sportsbook/domain/share-codes';
import type { Bet } from '@sportsbook/domain/slip/types';
import { isApiError } from '@/shared/api/api-error';
import type { MatchWithMarkets } from '@/shared/api/match-with-markets';
import { sharedMatchIds, slipFromShare } from './shared-slip';

/** The share-bet-not-found modal's messages (spec part 2 §8), under `share-bet.not-found-modal`. */
export type ShareNotice = 'link-not-found' | 'link-try-another-bet' | 'link-try-later';

export interface LoadSharedSlipDeps {
  fetchShared(code: string): Promise<SharedBets>;
  loadMatch(matchId: number): Promise<MatchWithMarkets | null>;
  subunitsOf(currency: string): number;
  /** Puts the bets into the slip and opens the slip tab. */
  apply(bets: Bet[]): void;
  notify(notice: ShareNotice): void;
  /** Some selections no longer take bets and were left out. */
  warnDropped(count: number): void;
  report(message: string, detail: unknown): void;
}

/**
 * Opens a shared slip (spec part 2 §4, §8): a code the server does not know, or one that cannot be a code, is
 * 'link-not-found'; bets that convert to nothing bettable are 'link-try-another-bet'; any other failure is
 * 'link-try-later' and is reported.
 */
export async function loadSharedSlip(input: string, deps: LoadSharedSlipDeps): Promise<void> {
  const code = normalizeShareCode(input);
  if (!isShareCode(code)) return deps.notify('link-not-found');
  let shared: SharedBets;
  try {
    shared = await deps.fetchShared(code);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      return deps.notify('link-not-found');
    deps.report('shared slip could not be fetched', error);
    return deps.notify('link-try-later');
  }
  try {
    const ids = sharedMatchIds(shared);
    const matches = new Map(
      await Promise.all(ids.map(async (id) => [id, await deps.loadMatch(id)] as const)),
    );
    const { bets, dropped } = slipFromShare(shared, matches, deps.subunitsOf(shared.currency));
    if (bets.length === 0) return deps.notify('link-try-another-bet');
    deps.apply(bets);
    if (dropped > 0) deps.warnDropped(dropped);
  } catch (error) {
    deps.report('shared slip could not be converted', error);
    deps.notify('link-try-later');
  }
}

/** The share code of a URL: '' for an empty parameter, null when there is none. */
export function shareCodeIn(href: string): string | null {
  return new URL(href).searchParams.get(SHARE_CODE_PARAM);
}

/**
 * Takes the share code out of the address bar (spec part 1 §2: read, then removed), keeping the rest of the URL
 * and the router's history state. Called once the page runs (not during hydration, when the router writes the
 * URL it started with over any earlier change).
 */
export function removeShareCode(
  location: Pick<Location, 'href'>,
  history: Pick<History, 'replaceState' | 'state'>,
): void {
  const url = new URL(location.href);
  if (!url.searchParams.has(SHARE_CODE_PARAM)) return;
  url.searchParams.delete(SHARE_CODE_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
