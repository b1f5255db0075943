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
  checked = false;
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
    return this.findAll(predicate)[0];
  }
  findAll(predicate: (e: FakeElement) => boolean): FakeElement[] {
    return [
      ...(predicate(this) ? [this] : []),
      ...this.children.flatMap((child) => child.findAll(predicate)),
    ];
  }
  /** The text of this element and its children, as a screen reader would read a label. */
  get text(): string {
    return this.textContent + this.children.map((child) => child.text).join('');
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
async function submit(container: FakeElement, amount: string | null, notifications: readonly unknown[]) {
  const input = container.find((e) => e.getAttribute('id') === 'spi-amount');
  const form = container.find((e) => e.tagName === 'form');
  if (!input || !form) throw new Error('form not rendered');
  const before = notifications.length;
  if (amount !== null) input.value = amount;
  form.dispatch('submit');
  await vi.waitFor(() => expect(notifications.length).toBe(before + 1), { timeout: 10_000, interval: 5 });
}

const radios = (container: FakeElement) => container.findAll((e) => e.getAttribute('type') === 'radio');
const stepButtons = (container: FakeElement) =>
  container.findAll((e) => e.getAttribute('class') === 'spi-step');

/** Chooses a method tile as the browser does: the radio becomes checked and fires change. */
function chooseMethod(container: FakeElement, method: string) {
  for (const radio of radios(container)) radio.checked = radio.getAttribute('value') === method;
  radios(container)
    .find((radio) => radio.getAttribute('value') === method)
    ?.dispatch('change');
}

describe('payment widget /spi/main.js', () => {
  it('renders amount buttons, bounds and method tiles, deposits a chosen step and names the amount', async () => {
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
    const label = container.find((e) => e.tagName === 'label' && e.getAttribute('for') === 'spi-amount');
    expect(label?.textContent).toBe('Amount (EUR)');
    expect(stepButtons(container).map((b) => b.textContent)).toEqual([
      '€10.00',
      '€20.00',
      '€50.00',
      '€100.00',
    ]);
    const bounds = container.find((e) => e.getAttribute('id') === 'spi-bounds');
    expect(bounds?.textContent).toBe('From €1.00 to €10,000.00');
    // Method tiles: one radio group, card chosen first, each tile labelled by its name.
    expect(radios(container).map((r) => r.getAttribute('value'))).toEqual([
      'card',
      'bank_transfer',
      'pix',
      'e_wallet',
    ]);
    expect(new Set(radios(container).map((r) => r.getAttribute('name')))).toEqual(new Set(['spi-method']));
    expect(radios(container)[0]?.checked).toBe(true);
    expect(container.findAll((e) => e.getAttribute('class') === 'spi-tile').map((tile) => tile.text)).toEqual(
      ['Card', 'Bank transfer', 'Pix', 'E-wallet'],
    );
    // The e-wallet's maximum is lower: the bounds follow the chosen tile.
    chooseMethod(container, 'e_wallet');
    expect(container.find((e) => e.getAttribute('id') === 'spi-bounds')?.textContent).toBe(
      'From €1.00 to €5,000.00',
    );

    stepButtons(container)[2]?.dispatch('click');
    expect(stepButtons(container).map((b) => b.getAttribute('aria-pressed'))).toEqual([
      'false',
      'false',
      'true',
      'false',
    ]);
    await submit(container, null, notifications);
    const paid = (await client.get('/api/platform/player/accounts')).json()[0];
    expect(paid.balance).toBe(5_000);
    const payment = (
      await client.get(`/api/platform/payments/${redirects[0]?.split('payment-id=')[1]}`)
    ).json();
    expect(payment).toMatchObject({ amount: 5_000, method: 'e_wallet', status: 'paid' });
    expect(redirects).toEqual([`/en/profile/wallet/deposit?payment-result=success&payment-id=${payment.id}`]);
    expect(notifications).toEqual([{ severity: 'success', message: '€50.00 added to your balance.' }]);
    expect(requests.at(-1)?.url).toBe('http://api.test/api/platform/payments/deposits');
    expect(requests.at(-1)?.headers['x-csrf-token']).toBe(client.cookies.get('sb_csrf'));
  });

  it('redirects with payment-result=error or pending on the current page by default', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const { widget, container, redirects, notifications } = await loadWidget(client);
    await widget.init({
      container: '#deposit',
      onNotification: (n: { severity: string; message: string }) => notifications.push(n),
    }).ready;
    await submit(container, '10.13', notifications);
    await submit(container, '10,77', notifications);
    expect(redirects).toEqual([
      expect.stringMatching(/^\/en\/profile\/wallet\/deposit\?x=1&payment-result=error&payment-id=\d+$/),
      expect.stringMatching(/^\/en\/profile\/wallet\/deposit\?x=1&payment-result=pending&payment-id=\d+$/),
    ]);
    expect(notifications.map((n) => n.severity)).toEqual(['danger', 'warning']);
  });

  it('refuses a malformed amount, one below the minimum and one above the method maximum before sending', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    await client.post('/api/platform/player/limits', { type: 'deposit', period: 'day', amount: 1_000 });
    const { widget, container, redirects, notifications, requests } = await loadWidget(client);
    await widget.init({
      container: '#deposit',
      onNotification: (n: { severity: string; message: string }) => notifications.push(n),
    }).ready;
    const loaded = requests.length;
    await submit(container, '12.345', notifications);
    await submit(container, '0.99', notifications);
    chooseMethod(container, 'e_wallet');
    await submit(container, '5000.01', notifications);
    expect(requests).toHaveLength(loaded);
    await submit(container, '50', notifications);
    expect(requests).toHaveLength(loaded + 1);
    expect(redirects).toEqual([]);
    expect(notifications).toEqual([
      { severity: 'danger', message: 'Enter an amount above 0 with at most 2 decimals.' },
      { severity: 'danger', message: 'The smallest deposit is €1.00.' },
      { severity: 'danger', message: 'A single deposit can be at most €5,000.00.' },
      { severity: 'danger', message: 'This deposit would go over your daily deposit limit.' },
    ]);
    const status = container.find((e) => e.getAttribute('role') === 'status');
    expect(status?.getAttribute('aria-live')).toBe('polite');
  });

  it("writes the host texts and the locale's money, and offers crypto only for a crypto account", async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const { widget, container, notifications } = await loadWidget(client);
    await widget.init({
      container: '#deposit',
      currency: 'BTC',
      locale: 'de',
      texts: {
        amount: (currency: string) => `Betrag (${currency})`,
        bounds: (min: string, max: string) => `Von ${min} bis ${max}`,
        methods: { crypto: 'Krypto' },
        belowMin: (min: string) => `Die kleinste Einzahlung ist ${min}.`,
        submit: 42,
      },
      onNotification: (n: { severity: string; message: string }) => notifications.push(n),
    }).ready;
    expect(container.find((e) => e.getAttribute('for') === 'spi-amount')?.textContent).toBe('Betrag (BTC)');
    // Intl writes a no-break space between amount and code.
    const spaced = (text: string | undefined) => text?.replaceAll('\u00a0', ' ');
    expect(spaced(container.find((e) => e.getAttribute('id') === 'spi-bounds')?.textContent)).toBe(
      'Von 0,00002000 BTC bis 1,00000000 BTC',
    );
    expect(container.findAll((e) => e.getAttribute('class') === 'spi-tile').map((t) => t.text)).toEqual([
      'Krypto',
    ]);
    // A text of the wrong type keeps the English one.
    expect(container.find((e) => e.getAttribute('type') === 'submit')?.textContent).toBe('Deposit');
    await submit(container, '0.00001', notifications);
    expect(notifications.map((n) => spaced(n.message))).toEqual([
      'Die kleinste Einzahlung ist 0,00002000 BTC.',
    ]);
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
