/** The chat widgets the shell can mount (features/chat): no third-party default; `demo` is a built-in one. */
export const CHAT_TYPES = ['none', 'demo'] as const;

/** A chat the slot mounts (`none` means no chat and is never configured as one). */
export type ChatType = Exclude<(typeof CHAT_TYPES)[number], 'none'>;
