import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MoneyField } from './money-field';

// The stake field as the slip drives it: the amount it is given and the text the player types.

/** The field, and what its input showed when each render was committed (before any effect ran). */
function Committed({ value, seen }: { value: number; seen: string[] }) {
  const [typed, setTyped] = useState<number[]>([]);
  useLayoutEffect(() => {
    const input = document.getElementById('stake');
    if (input instanceof HTMLInputElement) seen.push(input.value);
  });
  return (
    <>
      <MoneyField
        id="stake"
        label="Stake (EUR)"
        value={value}
        currency="EUR"
        onChange={(minor) => setTyped([...typed, minor])}
      />
      <output aria-label="typed">{typed.join(',')}</output>
    </>
  );
}

describe('the money field', () => {
  it('shows a new amount in the same commit that brings it, with no frame of the old one', () => {
    const seen: string[] = [];
    const view = render(<Committed value={500} seen={seen} />);
    view.rerender(<Committed value={0} seen={seen} />);
    view.rerender(<Committed value={1250} seen={seen} />);
    expect(seen).toEqual(['5.00', '', '12.50']);
  });

  it('keeps the text as typed while it has focus and shows the settled amount once left', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const view = render(<Committed value={0} seen={seen} />);
    const input = screen.getByLabelText('Stake (EUR)');
    await user.type(input, '7.5');
    expect(screen.getByLabelText('typed')).toHaveTextContent(/(^|,)750$/);
    view.rerender(<Committed value={750} seen={seen} />);
    expect(input).toHaveValue('7.5');
    await user.tab();
    expect(input).toHaveValue('7.50');
  });
});
