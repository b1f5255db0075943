import type { ShareCodeCreated, ShareCodeRequest } from '@sportsbook/contracts/share-codes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shimDialog } from '@/features/bonuses/promotions/testing/dialog-shim';
import { answerPost, apiAnswer } from '@/testing/api-server';
import { renderInShell } from '@/testing/render';
import { ShareButton } from './share-button';

const URL = '/api/sportsbook/bets/share-code';
const slip: ShareCodeRequest = {
  bets: [
    {
      type: 'combo',
      stake: { value: 1000, currency: 'EUR' },
      selections: [
        { match_id: 7, market_id: 1, specifier: '', outcome_id: '1' },
        { match_id: 8, market_id: 1, specifier: '', outcome_id: '2' },
      ],
    },
  ],
};
const created: ShareCodeCreated = { code: 'ABCD2345', expires_at: '2030-01-31T00:00:00.000Z' };

beforeAll(shimDialog);
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

function renderButton(settings = {}) {
  renderInShell(<ShareButton what="slip" request={() => slip} />, { settings });
  return userEvent.setup();
}

describe('the share button', () => {
  it('makes a code for the slip and shows the link to copy; copying says so', async () => {
    const sent = answerPost(URL, () => apiAnswer(created));
    const writeText = vi.fn(async (_text: string) => undefined);
    const user = renderButton();
    // user-event installs its own clipboard on setup: the test's goes on top of it.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Share slip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share your bets' });
    expect(sent).toEqual([slip]);
    expect(dialog).toHaveTextContent('ABCD2345');
    const link = `${window.location.origin}/en?shareCode=ABCD2345`;
    expect(screen.getByRole('textbox', { name: 'Link to your bets' })).toHaveValue(link);
    // No share sheet in this browser: no button for one.
    expect(screen.queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("offers the phone's share sheet where the browser has one", async () => {
    answerPost(URL, () => apiAnswer(created));
    const share = vi.fn(async (_data: ShareData) => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Share slip' }));
    await user.click(await screen.findByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({
      title: 'My bets',
      url: `${window.location.origin}/en?shareCode=ABCD2345`,
    });
  });

  it('says so when the code cannot be made, and can be tried again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerPost(URL, () =>
      apiAnswer({ code: 'too_many_requests', message: 'Too many attempts.', data: {} }, 429),
    );
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Share slip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The link could not be created');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share slip' })).toBeEnabled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not there while isShareBetOn is off', () => {
    renderButton({ isShareBetOn: false });
    expect(screen.queryByRole('button', { name: 'Share slip' })).not.toBeInTheDocument();
  });
});
