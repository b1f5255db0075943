import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useToggledDialog } from './use-toggled-dialog';

let pathname = '/en';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

let setDialogOpen: (open: boolean) => void = () => {};

/** A dialog's state as its button would show it; `openAtOnce` opens it before the first render's effects run. */
function Dialog({ openAtOnce = false }: { openAtOnce?: boolean }) {
  const { open, setOpen } = useToggledDialog();
  setDialogOpen = setOpen;
  // A layout effect runs before the passive effects of the same render: as a tap taken in the moment the page
  // has hydrated and its effects have not run yet.
  useLayoutEffect(() => {
    if (openAtOnce) setOpen(true);
  }, [openAtOnce, setOpen]);
  return <output aria-label="dialog">{open ? 'open' : 'closed'}</output>;
}

const state = () => screen.getByRole('status', { name: 'dialog' }).textContent;

beforeEach(() => {
  pathname = '/en';
});

describe('useToggledDialog', () => {
  it('stays open when opened before the first render has finished its effects', () => {
    render(<Dialog openAtOnce />);
    expect(state()).toBe('open');
  });

  it('closes when the path changes, and not when the page renders again on the same path', () => {
    const { rerender } = render(<Dialog />);
    act(() => setDialogOpen(true));
    rerender(<Dialog />);
    expect(state()).toBe('open');
    pathname = '/en/results';
    rerender(<Dialog />);
    expect(state()).toBe('closed');
  });
});
