// Runs before every component test file (vitest project `web-components`): DOM matchers, a clean DOM and an
// API that answers only what a test declares (anything else fails the test rather than reaching the network).
import '@testing-library/jest-dom/vitest';
import { CSRF_COOKIE } from '@sportsbook/contracts/cookies';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { apiServer, TEST_CSRF_TOKEN } from './api-server';

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));

// jsdom lays nothing out and has no matchMedia: width queries are answered against the window's inner width
// (1024 px by default, a desktop), any other query does not match.
function widthQueryMatches(query: string): boolean {
  const width = window.innerWidth;
  const limits = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return (
    limits.length > 0 &&
    limits.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)))
  );
}
window.matchMedia = (query: string) =>
  ({
    matches: widthQueryMatches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;
// The API's CSRF cookie, as a page has it after its first GET under /api.
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the page's cookie jar is where the API's CSRF cookie lives.
  document.cookie = `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}; path=/`;
});
afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => apiServer.close());
