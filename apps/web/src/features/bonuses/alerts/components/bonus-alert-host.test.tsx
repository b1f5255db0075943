import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { modalStore } from '@/features/modals/modal-store';
import { useCountedPageDialog } from '@/shared/ui/page-dialogs';
import { answerPost, apiAnswer, apiServer } from '@/testing/api-server';
import { renderInShell } from '@/testing/render';
import { createBonusAlertStore } from '../bonus-alert-store';
import { comboboostFixture, freebetFixture } from '../testing/bonus-fixtures';
import { BonusAlertHost } from './bonus-alert-host';

const noFollow = () => () => undefined;

/** The details the API answers for freebet 7 and comboboost 8, in the locale the card asked for. */
function answerDetails() {
  const locales: string[] = [];
  apiServer.use(
    http.get('/api/sportsbook/bonuses/freebets/7', ({ request }) => {
      locales.push(new URL(request.url).searchParams.get('locale') ?? '');
      return apiAnswer({ ...freebetFixture, description: 'Stake back as a freebet if it loses.' });
    }),
    http.get('/api/sportsbook/bonuses/comboboosts/8', () =>
      apiAnswer({ ...comboboostFixture, description: 'More on longer combos.' }),
    ),
  );
  return locales;
}

/** A page's own modal dialog (the bonus detail on /promotions), counted while it is mounted. */
function PageDialog() {
  useCountedPageDialog();
  return null;
}

function renderHost(pageDialog = false) {
  const alerts = createBonusAlertStore();
  const page = (open: boolean) => (
    <>
      <BonusAlertHost alerts={alerts} follow={noFollow} />
      {open ? <PageDialog /> : null}
    </>
  );
  const view = renderInShell(page(pageDialog));
  const showPageDialog = (open: boolean) => view.rerender(page(open));
  return { alerts, showPageDialog, user: userEvent.setup() };
}

afterEach(() => {
  modalStore.close('signIn');
});

describe('BonusAlertHost', () => {
  it("shows a freebet's card with its amount and what its kind pays, in the player's locale", async () => {
    const locales = answerDetails();
    const { alerts } = renderHost();
    alerts.issued(5, { id: '7', type: 'freebet_no_risk' });
    const card = await screen.findByRole('dialog', { name: 'First deposit' });
    expect(card).toHaveTextContent('No-risk freebet of €15.00');
    expect(card).toHaveTextContent('a losing bet gives the stake back as a new freebet');
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/en/promotions');
    expect(locales).toEqual(['en']);
  });

  it('shows one card at a time; closing marks it seen and the next one shows', async () => {
    answerDetails();
    const seen = answerPost('/api/sportsbook/bonuses/mark-as-seen', () => apiAnswer({ marked: 1 }));
    const { alerts, user } = renderHost();
    alerts.issued(5, { id: '7', type: 'freebet_no_risk' });
    alerts.issued(5, { id: '8', type: 'comboboost' });
    await screen.findByRole('dialog', { name: 'First deposit' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const boost = await screen.findByRole('dialog', { name: 'Football boost' });
    expect(boost).toHaveTextContent('Comboboost: up to +25% on the odds of your combos');
    await waitFor(() => expect(seen).toEqual([[{ id: 7, type: 'freebet_no_risk' }]]));
    await user.click(screen.getByRole('link', { name: 'View' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toEqual([{ id: 8, type: 'comboboost' }]);
  });

  it('never takes the focus from a field being typed in; Escape there keeps the card, elsewhere closes it', async () => {
    answerDetails();
    const seen = answerPost('/api/sportsbook/bonuses/mark-as-seen', () => apiAnswer({ marked: 1 }));
    const { alerts, user } = renderHost();
    renderInShell(<input aria-label="Stake" />);
    const field = screen.getByRole('textbox', { name: 'Stake' });
    await user.click(field);
    await user.keyboard('12');
    alerts.issued(5, { id: '7', type: 'freebet_no_risk' });
    await screen.findByRole('dialog', { name: 'First deposit' });
    await user.keyboard('3');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('123');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'First deposit' })).toBeInTheDocument();
    field.blur();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(seen).toHaveLength(1));
  });

  it('stays in the background while a modal shows and comes back when it closes', async () => {
    answerDetails();
    const { alerts } = renderHost();
    alerts.issued(5, { id: '7', type: 'freebet_no_risk' });
    await screen.findByRole('dialog', { name: 'First deposit' });
    modalStore.open('signIn');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    modalStore.close('signIn');
    expect(await screen.findByRole('dialog', { name: 'First deposit' })).toBeVisible();
  });

  it("stays in the background while a page's own dialog is open", async () => {
    answerDetails();
    const { alerts, showPageDialog } = renderHost(true);
    alerts.issued(5, { id: '7', type: 'freebet_no_risk' });
    // The card is there, details loaded, but hidden.
    expect(await screen.findByText('First deposit')).not.toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    showPageDialog(false);
    expect(await screen.findByRole('dialog', { name: 'First deposit' })).toBeVisible();
  });

  it('closes every card on sign-out', async () => {
    answerDetails();
    const { alerts } = renderHost();
    alerts.issued(5, { id: '7', type: 'freebet_no_risk' });
    alerts.issued(5, { id: '8', type: 'comboboost' });
    await screen.findByRole('dialog', { name: 'First deposit' });
    alerts.playerChanged(null);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(alerts.getState().waiting).toEqual([]);
  });

  it('gives the turn to the next bonus when the API no longer answers one', async () => {
    answerDetails();
    apiServer.use(
      http.get('/api/sportsbook/bonuses/freebets/9', () =>
        HttpResponse.json({ code: 'not_found', message: 'Bonus not found', data: {} }, { status: 404 }),
      ),
    );
    const { alerts } = renderHost();
    alerts.issued(5, { id: '9', type: 'freebet' });
    alerts.issued(5, { id: '8', type: 'comboboost' });
    expect(await screen.findByRole('dialog', { name: 'Football boost' })).toBeInTheDocument();
  });
});
