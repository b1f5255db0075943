import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '@/testing/render';
import { ConsentRoot } from './consent-root';
import { ConsentSettingsButton } from './consent-settings-button';

// The cookie banner and the tag manager as a visitor meets them (spec part 1 §1, §7, §9; ADR 032).

// next/script remembers every src it loaded for the life of the module: each test gets a src of its own.
let tagManagerSerial = 0;
const tagManager = () => ({
  containerId: 'GTM-TEST01',
  scriptUrl: `https://tags.example/gtm.js?id=GTM-TEST01&test=${++tagManagerSerial}`,
});
const banner = () => screen.queryByRole('region', { name: 'Cookies on this site' });
const tagManagerScripts = () => document.querySelectorAll('script[src^="https://tags.example/gtm.js"]');

function expire(name: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: resetting jsdom's jar between tests.
  document.cookie = `${name}=; Max-Age=0; Path=/`;
}

/** Every cookie the code writes, as the string it hands the browser (attributes included). */
function watchCookieWrites(): string[] {
  const written: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
    descriptor?.set?.call(document, value);
  });
  return written;
}

function renderRoot(settings = { tagManager: tagManager() }) {
  return renderInShell(
    <>
      <ConsentRoot nonce="nonce-of-this-render" />
      <ConsentSettingsButton />
    </>,
    { settings },
  );
}

beforeEach(() => {
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = undefined;
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of ['consent', 'deviceId', 'sb_app']) expire(name);
  delete document.documentElement.dataset.appMode;
  for (const script of tagManagerScripts()) script.remove();
});

describe('consent banner', () => {
  it('asks a visitor without the consent cookie, with two equal choices', async () => {
    renderRoot();
    expect(await screen.findByRole('region', { name: 'Cookies on this site' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Necessary only' })).toBeEnabled();
    expect(tagManagerScripts()).toHaveLength(0);
  });

  it.each([
    ['1', 'accepted'],
    ['0', 'necessary only'],
  ])('does not ask again once the cookie holds a choice (%s: %s)', async (value) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the visitor's earlier choice.
    document.cookie = `consent=${value}; path=/`;
    renderRoot();
    expect(await screen.findByRole('button', { name: 'Cookie settings' })).toBeVisible();
    expect(banner()).toBeNull();
  });

  it('accept: writes consent=1 for 365 days site-wide, hides the banner and then loads the tag manager', async () => {
    const written = watchCookieWrites();
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [{ event: 'outcome_add_click' }];
    renderRoot();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(written).toContain('consent=1; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(banner()).toBeNull();
    await waitFor(() => expect(tagManagerScripts()).toHaveLength(1));
    expect((tagManagerScripts()[0] as HTMLScriptElement).nonce).toBe('nonce-of-this-render');
    // The events pushed before consent are still queued, ahead of the tag manager's start entry.
    const layer = (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;
    expect(layer[0]).toEqual({ event: 'outcome_add_click' });
    expect(layer[1]).toMatchObject({ event: 'gtm.js', 'gtm.start': expect.any(Number) });
  });

  it('necessary only: writes consent=0 for 365 days, hides the banner, loads no tag manager', async () => {
    const written = watchCookieWrites();
    renderRoot();
    await userEvent.click(await screen.findByRole('button', { name: 'Necessary only' }));
    expect(written).toContain('consent=0; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(banner()).toBeNull();
    expect(tagManagerScripts()).toHaveLength(0);
  });

  it('is reached and used with the keyboard alone', async () => {
    renderRoot();
    await screen.findByRole('region', { name: 'Cookies on this site' });
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Necessary only' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accept all' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(banner()).toBeNull();
  });

  it('loads the tag manager at once for a visitor who accepted earlier, and none when it is not configured', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the visitor's earlier choice.
    document.cookie = 'consent=1; path=/';
    const { unmount } = renderRoot();
    await waitFor(() => expect(tagManagerScripts()).toHaveLength(1));
    unmount();
    for (const script of tagManagerScripts()) script.remove();
    expire('deviceId');
    renderInShell(<ConsentRoot nonce={undefined} />, { settings: { tagManager: null } });
    await waitFor(() => expect(document.cookie).toMatch(/deviceId=/));
    expect(document.querySelectorAll('script[src*="gtm.js"]')).toHaveLength(0);
  });

  it('cookie settings open the banner again; taking consent back reloads the page to drop the tag manager', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the visitor's earlier choice.
    document.cookie = 'consent=1; path=/';
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderRoot();
    await userEvent.click(await screen.findByRole('button', { name: 'Cookie settings' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Necessary only' }));
    expect(document.cookie).toContain('consent=0');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(banner()).toBeNull();
  });

  it('is never shown inside a frame', async () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    renderRoot();
    // The device id is written after mount whatever the frame: once it is there, the banner had its chance.
    await waitFor(() => expect(document.cookie).toMatch(/deviceId=/));
    expect(banner()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
  });

  it.each([
    [
      'the page is marked as the app',
      () => {
        document.documentElement.dataset.appMode = '1';
      },
    ],
    [
      'the browser is the app',
      () => void vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 SportsbookApp/3.1'),
    ],
  ])('is never shown in the mobile app (%s), nor is the tag manager loaded', async (_, enterApp) => {
    enterApp();
    // biome-ignore lint/suspicious/noDocumentCookie: even with consent given in a browser before.
    document.cookie = 'consent=1; path=/';
    renderRoot();
    await waitFor(() => expect(document.cookie).toMatch(/deviceId=/));
    expect(banner()).toBeNull();
    expect(tagManagerScripts()).toHaveLength(0);
  });
});

describe('device id cookie', () => {
  it('is written once for 7300 days, with the id local storage keeps', async () => {
    const written = watchCookieWrites();
    const { unmount } = renderRoot();
    await waitFor(() => expect(written.some((entry) => entry.startsWith('deviceId='))).toBe(true));
    const entry = written.find((cookie) => cookie.startsWith('deviceId=')) ?? '';
    expect(entry).toMatch(/^deviceId=[0-9a-f-]{36}; Max-Age=630720000; Path=\/; SameSite=Lax$/);
    expect(entry).toContain(window.localStorage.getItem('deviceId') ?? 'missing');
    unmount();
    // The next page finds it and does not write it again.
    await act(async () => {
      renderRoot();
    });
    expect(written.filter((cookie) => cookie.startsWith('deviceId='))).toHaveLength(1);
  });
});
