import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer, type TestClient } from '../players/testing';

/** Just enough DOM for the widget: elements with attributes, children, text and event listeners. */
class FakeElement {
  children: FakeElement[] = [];
  attributes = new Map<string, string>();
  listeners = new Map<string, ((event: { preventDefault(): void }) => void)[]>();
  textContent = '';
  value = '';
  parentNode: FakeElement | null = null;
  constructor(readonly tagName: string) {}
  get firstChild(): FakeElement | null {
    return this.children[0] ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  appendChild(child: FakeElement) {
    child.parentNode = this;
    this.children.push(child);
    if (this.tagName === 'select' && this.children.length === 1)
      this.value = child.getAttribute('value') ?? '';
    return child;
  }
  removeChild(child: FakeElement) {
    this.children = this.children.filter((c) => c !== child);
    return child;
  }
  addEventListener(type: string, listener: (event: { preventDefault(): void }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  dispatch(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ preventDefault() {} });
  }
  find(predicate: (e: FakeElement) => boolean): FakeElement | undefined {
    if (predicate(this)) return this;
    for (const child of this.children) {
      const found = child.find(predicate);
      if (found) return found;
    }
    return undefined;
  }
}

const testApp = useTestApp();

/** Loads /spi/main.js into a sandbox whose fetch goes to the testApp.app through the player's cookie jar. */
async function loadWidget(client: TestClient) {
  const script = await testApp.app.inject({ method: 'GET', url: '/spi/main.js' });
  expect(script.statusCode).toBe(200);
  expect(script.headers['content-type']).toContain('text/javascript');
  const container = new FakeElement('div');
  const redirects: string[] = [];
  const notifications: { severity: string; message: string }[] = [];
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const window = {
    document: {
      get cookie() {
        return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      },
      createElement: (tag: string) => new FakeElement(tag),
      querySelector: (selector: string) => (selector === '#deposit' ? container : null),
    },
    location: {
      href: 'http://localhost:3000/en/profile/wallet/deposit?x=1',
      assign: (url: string) => redirects.push(url),
    },
    fetch: async (
      url: string,
      init: { method?: string; headers?: Record<string, string>; body?: string; credentials?: string },
    ) => {
      expect(init.credentials).toBe('include');
      requests.push({ url, headers: init.headers ?? {} });
      const path = url.replace('http://api.test', '');
      // The widget's own CSRF header must be the one that reaches the server.
      const response = await client.request(
        (init.method ?? 'GET') as 'GET' | 'POST',
        path,
        init.body ? JSON.parse(init.body) : undefined,
        {
          'x-csrf-token': init.headers?.['x-csrf-token'] ?? '',
        },
      );
      return { status: response.statusCode, json: async () => response.json() };
    },
    URL,
  };
  // The sandbox's global object is the window, as in a browser; JavaScript built-ins come with the context.
  runInNewContext(script.body, Object.assign(window, { window }));
  const widget = (
    window as unknown as {
      SpiPayments: {
        init(o: unknown): { ready: Promise<void> };
        toMinor(t: string, s: number): number | null;
      };
    }
  ).SpiPayments;
  return { widget, container, redirects, notifications, requests };
}

/** Submits the form and waits for its answer: every submission ends in one notification (and maybe a redirect). */
async function submit(container: FakeElement, amount: string, notifications: readonly unknown[]) {
  const input = container.find((e) => e.tagName === 'input');
  const form = container.find((e) => e.tagName === 'form');
  if (!input || !form) throw new Error('form not rendered');
  const before = notifications.length;
  input.value = amount;
  form.dispatch('submit');
  await vi.waitFor(() => expect(notifications.length).toBe(before + 1), { timeout: 10_000, interval: 5 });
}

describe('payment widget /spi/main.js', () => {
  it('renders the form for the active currency, deposits and redirects to the success route', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const { widget, container, redirects, notifications, requests } = await loadWidget(client);
    const handle = widget.init({
      container: '#deposit',
      serverUrl: 'http://api.test',
      apiPrefix: '/api/platform',
      redirectRoutes: { success: '/en/profile/wallet/deposit?payment-result=success' },
      onNotification: (n: { severity: string; message: string }) => notifications.push(n),
    });
    await handle.ready;
    const label = container.find((e) => e.tagName === 'label' && e.textContent.startsWith('Amount'));
    expect(label?.textContent).toBe('Amount (EUR)');
    const methods = container
      .find((e) => e.tagName === 'select')
      ?.children.map((o) => o.getAttribute('value'));
    expect(methods).toEqual(['card', 'bank_transfer', 'pix', 'e_wallet']);

    await submit(container, '25,50', notifications);
    expect(redirects).toEqual(['/en/profile/wallet/deposit?payment-result=success']);
    expect(notifications).toEqual([{ severity: 'success', message: 'Deposit received.' }]);
    expect(requests.at(-1)?.url).toBe('http://api.test/api/platform/payments/deposits');
    expect(requests.at(-1)?.headers['x-csrf-token']).toBe(client.cookies.get('sb_csrf'));
    expect((await client.get('/api/platform/player/accounts')).json()[0].balance).toBe(2_550);
  });

  it('redirects with payment-result=error or pending on the current page by default', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const { widget, container, redirects, notifications } = await loadWidget(client);
    await widget.init({
      container: '#deposit',
      onNotification: (n: { severity: string; message: string }) => notifications.push(n),
    }).ready;
    await submit(container, '10.13', notifications);
    await submit(container, '10.77', notifications);
    expect(redirects).toEqual([
      '/en/profile/wallet/deposit?x=1&payment-result=error',
      '/en/profile/wallet/deposit?x=1&payment-result=pending',
    ]);
    expect(notifications.map((n) => n.severity)).toEqual(['danger', 'warning']);
  });

  it('shows a refusal and a malformed amount without redirecting', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    await client.post('/api/platform/player/limits', { type: 'deposit', period: 'day', amount: 1_000 });
    const { widget, container, redirects, notifications } = await loadWidget(client);
    await widget.init({
      container: '#deposit',
      onNotification: (n: { severity: string; message: string }) => notifications.push(n),
    }).ready;
    await submit(container, '12.345', notifications);
    await submit(container, '50', notifications);
    expect(redirects).toEqual([]);
    expect(notifications).toEqual([
      { severity: 'danger', message: 'Enter an amount above 0 with at most 2 decimals.' },
      { severity: 'danger', message: 'This deposit would go over your daily deposit limit.' },
    ]);
    const status = container.find((e) => e.getAttribute('role') === 'status');
    expect(status?.getAttribute('aria-live')).toBe('polite');
  });

  it('parses amounts into minor units without floating point', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const { widget } = await loadWidget(client);
    expect(widget.toMinor('0.29', 100)).toBe(29);
    expect(widget.toMinor('1.005', 100)).toBeNull();
    expect(widget.toMinor('0.00000001', 100_000_000)).toBe(1);
    expect(widget.toMinor('abc', 100)).toBeNull();
    expect(widget.toMinor('0', 100)).toBeNull();
  });
});
