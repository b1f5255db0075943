'use client';

import { useStore } from 'zustand';
import { sessionStore } from '@/shared/storage/browser-storage';
import { createSlipStore, type SlipState } from './slip-store';

/** Below this width the ticket panel is a bottom sheet (ticket-panel.module.css, the shell's frame). */
const PHONE_QUERY = '(max-width: 779.98px)';

/** The tab's bet slip. */
export const slipStore = createSlipStore({
  storage: sessionStore,
  isCompact: () => typeof window !== 'undefined' && window.matchMedia?.(PHONE_QUERY).matches === true,
});

export function useSlip<T>(selector: (state: SlipState) => T): T {
  return useStore(slipStore.store, selector);
}
