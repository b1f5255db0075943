import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * Native modal dialogs a page opens itself, outside the modal stack (the bonus detail on /promotions): counted, so
 * what waits behind every modal (the bonus alert cards) waits behind these too.
 */
const pageDialogs = createStore<{ open: number }>()(() => ({ open: 0 }));

/** Counts the calling dialog as open for as long as it is mounted. */
export function useCountedPageDialog(): void {
  useEffect(() => {
    pageDialogs.setState((state) => ({ open: state.open + 1 }));
    return () => pageDialogs.setState((state) => ({ open: state.open - 1 }));
  }, []);
}

/** True while any page dialog is open. */
export function usePageDialogOpen(): boolean {
  return useStore(pageDialogs, (state) => state.open > 0);
}
