import { CSRF_HEADER } from '@sportsbook/contracts/cookies';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { REALITY_CHECK_CONTINUED_EVENT } from '@/features/responsible-gambling/api/session-checks';
import { apiAnswer, apiServer, TEST_CSRF_TOKEN } from '@/testing/api-server';
import { renderInShell } from '@/testing/render';
import { RealityCheckContent } from './limit-notices';

function answer(path: string, body: Record<string, unknown>) {
  const calls: (string | null)[] = [];
  apiServer.use(
    http.post(path, ({ request }) => {
      calls.push(request.headers.get(CSRF_HEADER));
      return apiAnswer(body);
    }),
  );
  return calls;
}

describe('the reality-check modal', () => {
  it('Continue calls continueSession and tells the session check to count the next period from it', async () => {
    const continued = answer('/api/platform/player/session-info/continue', {
      continued_at: '2026-01-01T10:30:00.000Z',
    });
    const told = vi.fn();
    window.addEventListener(REALITY_CHECK_CONTINUED_EVENT, told);
    const onClose = vi.fn();
    renderInShell(<RealityCheckContent minutes={30} onClose={onClose} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue playing' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(told).toHaveBeenCalledTimes(1));
    expect(continued).toEqual([TEST_CSRF_TOKEN]);
    window.removeEventListener(REALITY_CHECK_CONTINUED_EVENT, told);
  });

  it('Sign out ends the session without continuing it', async () => {
    const loggedOut = answer('/api/platform/player/logout', { message: 'Signed out.' });
    apiServer.use(http.post('/api/platform/player/session-info/continue', () => HttpResponse.error()));
    const onClose = vi.fn();
    renderInShell(<RealityCheckContent minutes={30} onClose={onClose} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(loggedOut).toHaveLength(1));
    expect(onClose).toHaveBeenCalled();
  });
});
