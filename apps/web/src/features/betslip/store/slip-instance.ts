'use client';

import { useStore } from 'zustand';
import { sessionStore } from '@/shared/storage/browser-storage';
import { createSlipStore, type SlipState } from './slip-store';

/** The tab's bet slip. */
export const slipStore = createSlipStore({ storage: sessionStore });

export function useSlip<T>(selector: (state: SlipState) => T): T {
  return useStore(slipStore.store, selector);
}
