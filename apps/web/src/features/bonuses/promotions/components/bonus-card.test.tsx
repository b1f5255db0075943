import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bonusCardView } from '@/features/bonuses/promotions/model/bonus-card-view';
import { comboboostFixture, freebetFixture } from '@/features/bonuses/testing/bonus-fixtures';
import { renderInShell } from '@/testing/render';
import { BonusCard } from './bonus-card';

describe('BonusCard', () => {
  it("shows a freebet's kind, amount in the currency's format, status word and valid-to date", () => {
    renderInShell(
      <BonusCard bonus={bonusCardView(freebetFixture())} onOpen={vi.fn()} onActivate={vi.fn()} />,
    );
    const card = screen.getByRole('article', { name: 'WELCOME10' });
    expect(card).toHaveTextContent('All-win free bet');
    expect(card).toHaveTextContent('€10.00');
    expect(card).toHaveTextContent('Active');
    expect(card).toHaveTextContent(/Valid until Dec 24, 2026/);
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
  });

  it('marks an unseen comboboost new, counts its uses left and offers activation while available', async () => {
    const onActivate = vi.fn();
    const onOpen = vi.fn();
    renderInShell(
      <BonusCard bonus={bonusCardView(comboboostFixture())} onOpen={onOpen} onActivate={onActivate} />,
    );
    const card = screen.getByRole('article', { name: 'Football comboboost' });
    expect(card).toHaveTextContent('New');
    expect(card).toHaveTextContent('Available');
    expect(card).toHaveTextContent('3 uses left');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(onActivate).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Details: Football comboboost' }));
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('names the statuses that keep a bonus from use, and offers no activation for them', () => {
    const words = [
      ['not_available', 'Not available now'],
      ['deactivated', 'Deactivated'],
      ['overridden', 'Replaced'],
    ] as const;
    for (const [status, word] of words) {
      const { unmount } = renderInShell(
        <BonusCard
          bonus={bonusCardView(comboboostFixture({}, { computed_status: status }))}
          onOpen={vi.fn()}
          onActivate={vi.fn()}
        />,
      );
      expect(screen.getByRole('article', { name: 'Football comboboost' })).toHaveTextContent(word);
      expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows the pending activation and names a bonus without a title by its kind', () => {
    const view = bonusCardView(comboboostFixture({ title: '' }));
    renderInShell(
      <BonusCard bonus={{ ...view, title: null }} onOpen={vi.fn()} onActivate={vi.fn()} activating />,
    );
    expect(screen.getByRole('article', { name: 'Comboboost' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activating…' })).toBeDisabled();
  });
});
