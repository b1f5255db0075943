import { isInIframe } from '@/features/account/access-rules';
import { isAppUserAgent } from './app-mode';

/**
 * Where this page runs (browser only): inside another page's frame, in the mobile app (the server marked <html>,
 * or the app's user agent or its webview global says so), else null. No side effects: EmbeddingRoot keeps the
 * mode; the consent banner and the tag manager only ask (neither is shown in a frame or the app, ADR 032).
 */
export function embeddingNow(): 'frame' | 'app' | null {
  if (isInIframe()) return 'frame';
  if (document.documentElement.dataset.appMode === '1') return 'app';
  if (isAppUserAgent(navigator.userAgent) || 'ReactNativeWebView' in window) return 'app';
  return null;
}
