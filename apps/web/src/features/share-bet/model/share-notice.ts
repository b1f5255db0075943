import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { ShareNotice } from './load-shared-slip';

/** The share-bet-not-found modal's message, null while it is closed. */
const noticeStore = createStore<{ notice: ShareNotice | null }>()(() => ({ notice: null }));

export const showShareNotice = (notice: ShareNotice) => noticeStore.setState({ notice });
export const closeShareNotice = () => noticeStore.setState({ notice: null });
export const useShareNotice = () => useStore(noticeStore, (state) => state.notice);
