import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { shimDialog } from '@/features/bonuses/promotions/testing/dialog-shim';
import { betFixture } from '@/features/my-bets/testing/bet-fixture';
import { answerPost, apiAnswer, apiServer } from '@/testing/api-server';
import { renderInShell } from '@/testing/render';
import { settingsAnswer } from '@/testing/settings-answer';
import { BetCard } from './bet-card';

// A bonus bet is marked on its card, in the panel's compact list and on the history page alike: a freebet by its
// kind, a comboboost by its boost and the boosted odds.

function renderCard(overrides: Parameters<typeof betFixture>[0], compact = false) {
  // Settled: no cash-out control, so no call for the cash-out settings.
  const bet = betFixture({ status: 'done', result: 'win', to_cashout: null, ...overrides });
  renderInShell(<BetCard bet={bet} playerId={5} compact={compact} headingLevel={2} onCashedOut={vi.fn()} />);
  return within(screen.getByRole('article'));
}

describe('BetCard bonus marks', () => {
  it.each([false, true])(
    'marks a comboboosted combo with its boost and boosted odds (compact: %s)',
    (compact) => {
      const card = renderCard(
        { id: '1', odds: 2477, bonus: { id: '40', type: 'comboboost', odds: 1100 } },
        compact,
      );
      expect(card.getByTestId('comboboost-marker')).toHaveTextContent('Comboboost +10% · odds 2.477');
      expect(card.queryByTestId('freebet-marker')).not.toBeInTheDocument();
    },
  );

  it('marks a freebet bet by its kind', () => {
    const card = renderCard({ id: '2', bonus: { id: '9', type: 'freebet_no_risk' }, freebetStake: 1000 });
    expect(card.getByTestId('freebet-marker')).toHaveTextContent('No-risk free bet');
  });

  it('a plain bet carries no mark', () => {
    const card = renderCard({ id: '3' });
    expect(card.queryByTestId('freebet-marker')).not.toBeInTheDocument();
    expect(card.queryByTestId('comboboost-marker')).not.toBeInTheDocument();
  });
});

describe('BetCard share button', () => {
  beforeAll(shimDialog);

  it('shares an open bet: its outcomes, type and stake, and shows the code', async () => {
    apiServer.use(http.get('/api/sportsbook/settings', () => HttpResponse.json(settingsAnswer())));
    const sent = answerPost('/api/sportsbook/bets/share-code', () =>
      apiAnswer({ code: 'WXYZ6789', expires_at: '2030-01-31T00:00:00.000Z' }),
    );
    const bet = betFixture({ id: '4' });
    renderInShell(<BetCard bet={bet} playerId={5} headingLevel={2} onCashedOut={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Share bet' }));
    expect(await screen.findByRole('dialog', { name: 'Share your bets' })).toHaveTextContent('WXYZ6789');
    expect(sent).toEqual([
      {
        bets: [
          {
            type: 'combo',
            stake: { value: 1000, currency: 'EUR' },
            selections: [
              { match_id: 4, market_id: 1, specifier: '', outcome_id: '1' },
              { match_id: 6, market_id: 1, specifier: '', outcome_id: '1' },
            ],
          },
        ],
      },
    ]);
  });

  it('a settled bet has none', () => {
    const card = renderCard({ id: '5' });
    expect(card.queryByRole('button', { name: 'Share bet' })).not.toBeInTheDocument();
  });
});
