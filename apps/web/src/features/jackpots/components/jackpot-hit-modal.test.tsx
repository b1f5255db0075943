import type { JackpotHitList } from '@sportsbook/contracts/jackpots';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shimDialog } from '@/features/bonuses/promotions/testing/dialog-shim';
import { modalStore } from '@/features/modals/modal-store';
import { answerPost, apiAnswer, apiServer } from '@/testing/api-server';
import { renderInShell } from '@/testing/render';
import { hitFixture } from '../testing/jackpot-fixtures';
import { JackpotHitModal } from './jackpot-hit-modal';

beforeAll(shimDialog);
afterEach(() => modalStore.close('signIn'));

/** The player's unseen hits as the server holds them: marking one seen takes it out of the answer. */
function answerUnseenHits(initial: ReturnType<typeof hitFixture>[]) {
  let unseen = initial;
  const queries: string[] = [];
  apiServer.use(
    http.get('/api/sportsbook/jackpot-hits', ({ request }) => {
      queries.push(new URL(request.url).search);
      return apiAnswer<JackpotHitList>({ data: unseen });
    }),
  );
  const marked = answerPost('/api/sportsbook/jackpot-hits/mark-as-seen', (body) => {
    const ids = body.ids as number[];
    unseen = unseen.filter((hit) => !ids.includes(hit.id));
    return apiAnswer({ marked: ids.length });
  });
  return { queries, marked };
}

describe('JackpotHitModal', () => {
  it("shows the winner's unseen hit with its amount, level and jackpot, asking for the player's unseen hits only", async () => {
    const { queries } = answerUnseenHits([hitFixture()]);
    renderInShell(<JackpotHitModal playerId={5} />);
    const dialog = await screen.findByRole('dialog', { name: 'Jackpot!' });
    expect(dialog).toHaveTextContent('You hit the Mini level of the Sportsbook Jackpot.');
    expect(screen.getByTestId('jackpot-hit-amount')).toHaveTextContent('€123.45');
    expect(dialog).toHaveTextContent('The win has been added to your balance.');
    expect(queries).toEqual(['?for_user=1&unseen=1']);
  });

  it('marks the hit seen on close and then shows the next unseen one, oldest first', async () => {
    const older = hitFixture({ id: 11, amount: 10_000 });
    const newer = hitFixture({ id: 12, amount: 20_000, level_name: 'Major', status: 'approved' });
    const { marked } = answerUnseenHits([newer, older]);
    const user = userEvent.setup();
    renderInShell(<JackpotHitModal playerId={5} />);
    expect(await screen.findByTestId('jackpot-hit-amount')).toHaveTextContent('€100.00');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(marked).toEqual([{ ids: [11] }]));
    expect(await screen.findByTestId('jackpot-hit-amount')).toHaveTextContent('€200.00');
    expect(screen.getByRole('dialog')).toHaveTextContent('will be added to your balance shortly');
    // Closed with the dialog's own close button this time.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(marked).toEqual([{ ids: [11] }, { ids: [12] }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('waits behind a modal of the shell until it closes', async () => {
    answerUnseenHits([hitFixture()]);
    modalStore.open('signIn');
    const { queryClient } = renderInShell(<JackpotHitModal playerId={5} />);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await waitFor(() =>
      expect(queryClient.getQueryState(['jackpots', 'unseen-hits', 5])?.status).toBe('success'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    modalStore.close('signIn');
    expect(await screen.findByRole('dialog', { name: 'Jackpot!' })).toBeInTheDocument();
  });

  it('shows nothing without an unseen hit', async () => {
    answerUnseenHits([]);
    const { queryClient } = renderInShell(<JackpotHitModal playerId={5} />);
    await waitFor(() =>
      expect(queryClient.getQueryState(['jackpots', 'unseen-hits', 5])?.status).toBe('success'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
