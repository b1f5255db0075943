import type { ErrorBody } from '@sportsbook/contracts/errors';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { bonusAlertStore } from '@/features/bonuses/alerts/bonus-alert-store';
import { freebetsKeys } from '@/features/bonuses/api/get-freebets';
import { myBonusesKeys } from '@/features/bonuses/promotions/api/player-bonuses';
import { freebetFixture } from '@/features/bonuses/testing/bonus-fixtures';
import { answerPost, apiAnswer, apiServer } from '@/testing/api-server';
import { renderInShell } from '@/testing/render';
import { PromoCodeForm } from './promo-code-form';

const PROMO_URL = '/api/sportsbook/bonuses/promo-code';
const refusal = (code: string, key?: string): ErrorBody => ({
  code,
  message: 'refused',
  data: key ? { localized_message: key } : {},
});

function renderForm() {
  const onOpen = vi.fn();
  const view = renderInShell(<PromoCodeForm playerId={5} onOpen={onOpen} />);
  // Lists the form must refresh: the player's bonuses and the slip's freebets.
  view.queryClient.setQueryData(myBonusesKeys.section(5, 'freebet', 4), []);
  view.queryClient.setQueryData(freebetsKeys.active(5), []);
  return { ...view, onOpen, user: userEvent.setup() };
}

describe('PromoCodeForm', () => {
  it('sends the code, shows pending, names the issued bonus and refreshes the lists and the slip freebets', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent = answerPost(PROMO_URL, () =>
      apiAnswer({ id: '7', type: 'freebet_all_win', computed_status: 'active' }),
    );
    apiServer.use(
      http.get('/api/sportsbook/bonuses/freebets/7', async ({ request }) => {
        expect(new URL(request.url).searchParams.get('locale')).toBe('en');
        await held;
        return HttpResponse.json({ ...freebetFixture(), description: 'Pays stake and profit.' });
      }),
    );
    const { user, queryClient, onOpen } = renderForm();
    await user.type(screen.getByLabelText('Promo code'), 'welcome10{Enter}');
    expect(await screen.findByRole('button', { name: 'Applying…' })).toBeDisabled();
    release();
    expect(await screen.findByText(/Code applied: WELCOME10 is now in your bonuses\./)).toBeInTheDocument();
    expect(sent).toEqual([{ code: 'welcome10' }]);
    // The form names the bonus, so its alert card does not pop up over the page as well.
    expect(bonusAlertStore.getState().announced).toContain('7');
    expect(screen.getByLabelText('Promo code')).toHaveValue('');
    await waitFor(() => {
      expect(queryClient.getQueryState(freebetsKeys.active(5))?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(myBonusesKeys.section(5, 'freebet', 4))?.isInvalidated).toBe(true);
    });
    await user.click(screen.getByRole('button', { name: 'Details: WELCOME10' }));
    expect(onOpen).toHaveBeenCalledWith({ id: '7', type: 'freebet_all_win', title: 'WELCOME10' });
  });

  it.each([
    [
      404,
      refusal('promo_code_unknown', 'error.promo_code.unknown'),
      'This promo code does not exist. Check it and try again.',
    ],
    [409, refusal('promo_code_expired', 'error.promo_code.expired'), 'This promotion is over.'],
    [
      409,
      refusal('promo_code_already_used', 'error.promo_code.already_used'),
      'You have already used this promo code.',
    ],
    [
      403,
      refusal('promo_code_not_eligible', 'error.promo_code.not_eligible'),
      'This promotion is not open to your account.',
    ],
    [429, refusal('too_many_requests'), 'Too many attempts. Please wait a few minutes and try again.'],
    [500, refusal('internal_error'), 'The code could not be applied. Please try again.'],
  ])('shows the refusal %i in its words, tied to the field', async (status, body, message) => {
    answerPost(PROMO_URL, () => apiAnswer(body, status));
    const { user, queryClient } = renderForm();
    const field = screen.getByLabelText('Promo code');
    await user.type(field, 'NOPE42');
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveValue('NOPE42');
    expect(queryClient.getQueryState(freebetsKeys.active(5))?.isInvalidated).toBe(false);
  });
});
