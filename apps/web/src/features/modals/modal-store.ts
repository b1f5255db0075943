import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { isModalKind, type ModalKind, type ModalParams } from './modal-kinds';

export interface OpenModal {
  kind: ModalKind;
  params: ModalParams;
}

export interface ModalState {
  /** Open modals, the one on top last. */
  stack: readonly OpenModal[];
}

/** What one tab tells the others: modals of the same kind open and close together in every tab. */
export type ModalMessage =
  | { type: 'open'; kind: ModalKind; params: ModalParams }
  | { type: 'close'; kind: ModalKind };

export interface ModalChannel {
  post(message: ModalMessage): void;
  listen(receive: (message: ModalMessage) => void): () => void;
}

function parseMessage(data: unknown): ModalMessage | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  if (!isModalKind(record.kind)) return null;
  if (record.type === 'close') return { type: 'close', kind: record.kind };
  if (record.type !== 'open') return null;
  const params: Record<string, string> = {};
  if (record.params && typeof record.params === 'object') {
    for (const [key, value] of Object.entries(record.params))
      if (typeof value === 'string') params[key] = value;
  }
  return { type: 'open', kind: record.kind, params };
}

/** The tabs of one browser talk over a BroadcastChannel; without one, each tab keeps to itself. */
export function broadcastModalChannel(name = 'sportsbook-modals'): ModalChannel | null {
  // Browsers only: Node has BroadcastChannel too, and a server render has no tabs to talk to.
  if (typeof window === 'undefined' || typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen(receive) {
      const onMessage = (event: MessageEvent) => {
        const message = parseMessage(event.data);
        if (message) receive(message);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}

/** The modal stack: opening a kind already open moves it to the top with its new parameters. */
export function createModalStore(channel: ModalChannel | null = null) {
  const store = createStore<ModalState>()(() => ({ stack: [] }));

  function applyOpen(kind: ModalKind, params: ModalParams): void {
    const rest = store.getState().stack.filter((modal) => modal.kind !== kind);
    store.setState({ stack: [...rest, { kind, params }] });
  }
  function applyClose(kind: ModalKind): boolean {
    const { stack } = store.getState();
    if (!stack.some((modal) => modal.kind === kind)) return false;
    store.setState({ stack: stack.filter((modal) => modal.kind !== kind) });
    return true;
  }

  channel?.listen((message) => {
    if (message.type === 'open') applyOpen(message.kind, message.params);
    else applyClose(message.kind);
  });

  function open(kind: ModalKind, params: ModalParams = {}): void {
    applyOpen(kind, params);
    channel?.post({ type: 'open', kind, params });
  }
  function close(kind: ModalKind): void {
    if (applyClose(kind)) channel?.post({ type: 'close', kind });
  }

  return {
    store,
    getState: store.getState,
    open,
    close,
    /** Closes one modal and opens another in its place (sign in -> forgot password ...). */
    replace(from: ModalKind, to: ModalKind, params: ModalParams = {}): void {
      close(from);
      open(to, params);
    },
    isOpen(kind: ModalKind): boolean {
      return store.getState().stack.some((modal) => modal.kind === kind);
    },
  };
}

export type ModalStore = ReturnType<typeof createModalStore>;

/** The tab's modal stack, synced with the other tabs of the browser. */
export const modalStore: ModalStore = createModalStore(broadcastModalChannel());

export function useModals<T>(selector: (state: ModalState) => T): T {
  return useStore(modalStore.store, selector);
}

export const openModal = (kind: ModalKind, params?: ModalParams) => modalStore.open(kind, params);
export const closeModal = (kind: ModalKind) => modalStore.close(kind);
