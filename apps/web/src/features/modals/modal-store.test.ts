import { describe, expect, it } from 'vitest';
import { createModalStore, type ModalChannel, type ModalMessage } from './modal-store';

/** Tabs joined by an in-memory channel: what one posts, every other receives. */
function tabs(count: number) {
  const receivers: ((message: ModalMessage) => void)[][] = [];
  const channels: ModalChannel[] = Array.from({ length: count }, (_, index) => {
    receivers[index] = [];
    return {
      post: (message) => {
        receivers.forEach((list, other) => {
          if (other !== index) for (const receive of list) receive(structuredClone(message));
        });
      },
      listen: (receive) => {
        receivers[index]?.push(receive);
        return () => undefined;
      },
    };
  });
  return channels.map((channel) => createModalStore(channel));
}

const kinds = (store: ReturnType<typeof createModalStore>) => store.getState().stack.map((m) => m.kind);

describe('modal store', () => {
  it('stacks modals, the last opened on top, and reopening moves a kind to the top', () => {
    const store = createModalStore();
    store.open('signIn');
    store.open('passwordNew');
    expect(kinds(store)).toEqual(['signIn', 'passwordNew']);
    store.open('signIn', { email: 'a@b.c' });
    expect(store.getState().stack).toEqual([
      { kind: 'passwordNew', params: {} },
      { kind: 'signIn', params: { email: 'a@b.c' } },
    ]);
  });

  it('closes one kind and replaces one modal by another', () => {
    const store = createModalStore();
    store.open('signIn');
    store.replace('signIn', 'signUp');
    expect(kinds(store)).toEqual(['signUp']);
    store.close('signUp');
    store.close('signUp');
    expect(kinds(store)).toEqual([]);
    expect(store.isOpen('signUp')).toBe(false);
  });

  it('syncs modals of the same kind across tabs, opening and closing', () => {
    const [first, second] = tabs(2);
    if (!first || !second) throw new Error('two tabs expected');
    first.open('deposit', { amount: '10' });
    expect(second.getState().stack).toEqual([{ kind: 'deposit', params: { amount: '10' } }]);
    second.open('signIn');
    expect(kinds(first)).toEqual(['deposit', 'signIn']);
    second.close('deposit');
    expect(kinds(first)).toEqual(['signIn']);
    expect(kinds(second)).toEqual(['signIn']);
  });
});
