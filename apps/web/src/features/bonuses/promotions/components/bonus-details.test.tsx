import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { shimDialog } from '@/features/bonuses/promotions/testing/dialog-shim';
import { comboboostFixture, freebetFixture } from '@/features/bonuses/testing/bonus-fixtures';
import { answerPost, apiAnswer, apiServer } from '@/testing/api-server';
import { renderInShell } from '@/testing/render';
import { BonusDetails } from './bonus-details';
import { BonusDialog } from './bonus-dialog';

beforeAll(shimDialog);

function renderDetails(bonus: { id: string; type: string }, title: string) {
  const onClose = vi.fn();
  renderInShell(
    <BonusDialog title={title} onClose={onClose}>
      <BonusDetails playerId={5} bonus={bonus} />
    </BonusDialog>,
  );
  return { onClose, user: userEvent.setup() };
}

describe('BonusDetails in its dialog', () => {
  it("shows a freebet's details in the locale, its terms on demand, and closes on Escape", async () => {
    const locales: (string | null)[] = [];
    apiServer.use(
      http.get('/api/sportsbook/bonuses/freebets/7', ({ request }) => {
        locales.push(new URL(request.url).searchParams.get('locale'));
        return HttpResponse.json({ ...freebetFixture(), description: 'Pays stake and profit.' });
      }),
      http.get('/api/sportsbook/bonuses/freebets/7/terms', () =>
        HttpResponse.json({
          id: '7',
          type: 'freebet_all_win',
          locale: 'en',
          title: 'WELCOME10',
          description: 'Pays stake and profit.',
          terms: 'One use per player.',
        }),
      ),
    );
    const { onClose, user } = renderDetails({ id: '7', type: 'freebet_all_win' }, 'WELCOME10');
    const dialog = screen.getByRole('dialog', { name: 'WELCOME10' });
    expect(await screen.findByText('Pays stake and profit.')).toBeInTheDocument();
    expect(locales).toEqual(['en']);
    expect(dialog).toHaveTextContent('€10.00');
    expect(dialog).toHaveTextContent('Before the start or live');
    expect(dialog).toHaveTextContent('1 or more');
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show terms and conditions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(await screen.findByRole('region', { name: 'Terms and conditions' })).toHaveTextContent(
      'One use per player.',
    );
    expect(screen.getByRole('button', { name: 'Hide terms and conditions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('activates an available comboboost and shows it active', async () => {
    let activated = false;
    apiServer.use(
      http.get('/api/sportsbook/bonuses/comboboosts/9', () =>
        HttpResponse.json({
          ...comboboostFixture(
            {},
            activated ? { computed_status: 'active', activated_at: '2026-11-27T10:00:00Z' } : {},
          ),
          description: 'Combos of 3 or more football legs pay more.',
        }),
      ),
    );
    const sent = answerPost('/api/sportsbook/bonuses/9/activate', () => {
      activated = true;
      return apiAnswer({ id: '9', type: 'comboboost', computed_status: 'active' });
    });
    const { user } = renderDetails({ id: '9', type: 'comboboost' }, 'Football comboboost');
    const dialog = screen.getByRole('dialog', { name: 'Football comboboost' });
    expect(await screen.findByText('3 to 4 selections: ×1.05')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Available');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(dialog).toHaveTextContent('Active'));
    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
  });

  it('says so when the details cannot be loaded', async () => {
    apiServer.use(
      http.get('/api/sportsbook/bonuses/freebets/8', () => HttpResponse.json({}, { status: 500 })),
    );
    renderDetails({ id: '8', type: 'freebet' }, 'Free bet');
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded.');
  });
});
