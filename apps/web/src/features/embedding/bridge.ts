import type { IncomingHostMessage, OutgoingHostMessage } from '@sportsbook/contracts/embedding';
import { playerProfileSchema } from '@sportsbook/contracts/platform';
import { SHARE_CODE_PARAM } from '@sportsbook/domain/share-codes';
import { authStore } from '@/features/account/auth-store';
import { completeSignIn, refreshAccounts } from '@/features/account/session';
import { setCurrency } from '@/features/wallet/api/set-currency';
import { apiCall } from '@/shared/api/api-client';
import { setHostSender } from '@/shared/embedding/notify-host';
import { switchLocalePath } from '@/shared/i18n/locale-path';
import { acceptHostMessage } from './model/accept-message';
import { hostOrigin } from './model/host-origin';
import { throttleLatest, VIEWPORT_THROTTLE_MS } from './model/throttle';

// The host window messages (spec part 2 §7, ADR 032), loaded only inside a frame or the mobile app: the listener
// for the host's messages and the way out for the sportsbook's own. Zod comes with it, off ordinary pages.

/** Session storage: the host origin found on the frame's first load, for reloads inside the frame. */
const HOST_ORIGIN_KEY = 'embeddingHostOrigin';

export interface BridgeOptions {
  /** EMBED_ALLOWED_ORIGINS (site settings). */
  allowed: readonly string[];
  /** Inside another page's frame (else: the mobile app). */
  framed: boolean;
  /** Loads a page of the sportsbook anew: the slip reads a `?shareCode=` when its page loads (ADR 030). */
  navigate: (href: string) => void;
}

interface NativeShell {
  postMessage(message: string): void;
}

function nativeShell(): NativeShell | undefined {
  return (window as Window & { ReactNativeWebView?: NativeShell }).ReactNativeWebView;
}

function sessionValue(key: string, value?: string): string | null {
  try {
    if (value !== undefined) window.sessionStorage.setItem(key, value);
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Where outgoing messages go: the native shell, or the framing page at its own origin (never '*'). */
function hostSender(options: BridgeOptions): ((message: OutgoingHostMessage) => void) | null {
  const shell = nativeShell();
  if (shell) return (message) => shell.postMessage(JSON.stringify(message));
  if (!options.framed) return null;
  const own = window.location.origin;
  const host = hostOrigin(
    {
      ancestorOrigin: window.location.ancestorOrigins?.[0],
      referrer: document.referrer,
      remembered: sessionValue(HOST_ORIGIN_KEY),
    },
    options.allowed,
    own,
  );
  if (!host) return null;
  sessionValue(HOST_ORIGIN_KEY, host);
  return (message) => window.parent.postMessage(message, host);
}

function countRefused(): void {
  const root = document.documentElement;
  root.dataset.hostMessagesRefused = String(Number(root.dataset.hostMessagesRefused ?? '0') + 1);
}

async function act(message: IncomingHostMessage, options: BridgeOptions): Promise<void> {
  switch (message.type) {
    case 'apply_bet_code': {
      const url = new URL(window.location.href);
      url.searchParams.set(SHARE_CODE_PARAM, message.code);
      options.navigate(`${url.pathname}${url.search}${url.hash}`);
      return;
    }
    case 'change_locale': {
      const { pathname, search, hash } = window.location;
      // Changing locale reloads the page (spec part 1 §2), as the switcher does.
      window.location.assign(switchLocalePath(message.locale, pathname, search, hash));
      return;
    }
    case 'change_currency':
      if (authStore.getState().status !== 'logged_in') return;
      await setCurrency(message.currency);
      await refreshAccounts();
      return;
    case 'iframe_integration': {
      // The API verifies the host platform's signature, expiry and single use; nothing here believes the token.
      const profile = await apiCall('/api/platform/users/handover', playerProfileSchema, {
        method: 'POST',
        body: { token: message.token },
        // A refused token says nothing about a session the frame may already have.
        handlesUnauthorized: true,
      });
      await completeSignIn(profile);
      return;
    }
  }
}

/** The height of the sportsbook's content, which the host sizes the frame to. */
function contentHeight(): number {
  return Math.ceil(document.body.getBoundingClientRect().height);
}

/** Starts listening and telling; answers the function that stops both. */
export function startBridge(options: BridgeOptions): () => void {
  const send = hostSender(options);
  setHostSender(send);
  const own = window.location.origin;
  const onMessage = (event: MessageEvent) => {
    const acceptance = acceptHostMessage(event, options.allowed, own);
    if (!acceptance.accepted) {
      // Other scripts on the page post messages too: only a foreign origin is a refusal worth counting.
      if (acceptance.reason === 'origin') countRefused();
      return;
    }
    act(acceptance.message, options).catch(() => {
      // A refused hand-over or currency change leaves the player as they were; the API said why in its answer.
    });
  };
  window.addEventListener('message', onMessage);

  const viewport = throttleLatest(
    (height: number) => send?.({ type: 'viewport', height }),
    VIEWPORT_THROTTLE_MS,
  );
  const observer =
    typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => viewport.push(contentHeight()));
  observer?.observe(document.body);
  viewport.push(contentHeight());

  return () => {
    window.removeEventListener('message', onMessage);
    observer?.disconnect();
    viewport.cancel();
    setHostSender(null);
  };
}
