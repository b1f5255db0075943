import type { SetLimitRequest } from '@sportsbook/contracts/limits';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '@/testing/render';
import { LimitForm } from './limit-form';

function renderForm(options: { busy?: boolean; accept?: boolean } = {}) {
  const sent: SetLimitRequest[] = [];
  const onSubmit = vi.fn(async (request: SetLimitRequest) => {
    sent.push(request);
    return options.accept ?? true;
  });
  renderInShell(<LimitForm currency="EUR" busy={options.busy ?? false} onSubmit={onSubmit} />);
  return { sent, onSubmit, user: userEvent.setup() };
}

describe('LimitForm', () => {
  it('sends a deposit limit per period in minor units of the active currency', async () => {
    const { sent, user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Period'), 'week');
    await user.type(screen.getByLabelText('Amount (EUR)'), '12,50');
    await user.click(screen.getByRole('button', { name: 'Set the limit' }));
    expect(sent).toEqual([{ type: 'deposit', period: 'week', amount: 1250, currency: 'EUR' }]);
  });

  it('shows the fields the chosen type needs, with its range as a hint', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Type of limit'), 'reality_check');
    expect(screen.queryByLabelText('Amount (EUR)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Period')).not.toBeInTheDocument();
    expect(screen.getByText('From 5 to 1440.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type of limit'), 'bet');
    expect(screen.getByLabelText('Amount (EUR)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Period')).not.toBeInTheDocument();
  });

  it('refuses an amount it cannot read, names the field and sends nothing', async () => {
    const { onSubmit, user } = renderForm();
    const amount = screen.getByLabelText('Amount (EUR)');
    await user.type(amount, 'ten');
    await user.click(screen.getByRole('button', { name: 'Set the limit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('amount'));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a count outside the type range with the range in the message', async () => {
    const { onSubmit, user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Type of limit'), 'coolingoff');
    await user.type(screen.getByLabelText('Days'), '43');
    await user.click(screen.getByRole('button', { name: 'Set the limit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Days')).toHaveAccessibleDescription(expect.stringContaining('42'));
  });

  it('asks no count for a permanent self-exclusion and warns before it starts', async () => {
    const { sent, user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Type of limit'), 'selfexclusion');
    expect(screen.getByText(/cannot be lifted before they end/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Exclude me permanently'));
    expect(screen.queryByLabelText('Days')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set the limit' }));
    expect(sent).toEqual([{ type: 'selfexclusion', permanent: true }]);
  });

  it('clears the fields after a saved limit and keeps them after a refused one', async () => {
    const { user } = renderForm({ accept: false });
    const amount = screen.getByLabelText('Amount (EUR)');
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Set the limit' }));
    expect(amount).toHaveValue('50');
  });

  it('cannot be sent twice while the previous request is on its way', () => {
    renderForm({ busy: true });
    expect(screen.getByRole('button', { name: 'Set the limit' })).toBeDisabled();
  });
});
