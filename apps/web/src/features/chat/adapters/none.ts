import type { ChatAdapter } from '../chat-adapter';

/** No chat: mounts nothing (what `CHAT_TYPE=none` means; the slot does not even load it). */
export const noneChat: ChatAdapter = {
  mount: () => () => undefined,
};
