import type { CHAT_TYPES } from '@/shared/config/chat-types';
import type { ChatAdapter } from '../chat-adapter';

/**
 * Every chat type's adapter, each its own chunk, so a page loads only the configured one. A third-party widget
 * (its script URL in the page policy first, server/security-headers.mjs) is one more entry here.
 */
export const CHAT_ADAPTERS: Record<(typeof CHAT_TYPES)[number], () => Promise<ChatAdapter>> = {
  none: () => import('./none').then((module) => module.noneChat),
  demo: () => import('./demo').then((module) => module.demoChat),
};
