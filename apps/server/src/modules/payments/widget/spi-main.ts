/**
 * The payment widget the shell loads from {host}/spi/main.js (spec §7): browser code, type-checked against the
 * DOM by its own tsconfig.json and bundled into one script (no modules) by esbuild (../widget-build.mjs).
 * widget.test.ts runs the served script against a small DOM. Usage:
 *
 *   SpiPayments.init({
 *     container: '#deposit',            // element or selector
 *     serverUrl: '',                    // origin of the API ('' = this origin)
 *     apiPrefix: '/api/platform',
 *     redirectRoutes: { success: '/en/profile/wallet/deposit?payment-result=success', error: ..., pending: ... },
 *     currency: 'EUR',                  // optional, default: the active account
 *     onNotification: ({ severity, message }) => {},   // severity: success | warning | danger
 *   });
 *
 * It renders an amount field, a method choice and a button, posts the deposit with the session cookie and the
 * CSRF header, then redirects to the route for success, error or pending (default: this page with
 * ?payment-result=...). A refused request (limit, profile, bad amount) shows the message and stays.
 */
import { parseCookie } from 'cookie';

type Severity = 'success' | 'warning' | 'danger';
type PaymentResult = 'success' | 'pending' | 'error';

interface Notification {
  severity: Severity;
  message: string;
}

interface WidgetOptions {
  container: string | HTMLElement;
  serverUrl?: string;
  apiPrefix?: string;
  redirectRoutes?: Partial<Record<PaymentResult, string>>;
  currency?: string;
  onNotification?: (notification: Notification) => void;
}

interface WidgetHandle {
  ready: Promise<void>;
  destroy(): void;
}

interface Answer {
  status: number;
  // Answers are read loosely: the widget must keep working when the API adds fields.
  // biome-ignore lint/suspicious/noExplicitAny: JSON from the API, read field by field below
  body: any;
}

declare global {
  interface Window {
    SpiPayments: { init(options: WidgetOptions): WidgetHandle; toMinor: typeof toMinor };
  }
}

// The API's double-submit CSRF cookie (apps/server/src/http/csrf.ts).
const CSRF_COOKIE = 'sb_csrf';
const FIAT_METHODS = [
  ['card', 'Card'],
  ['bank_transfer', 'Bank transfer'],
  ['pix', 'Pix'],
  ['e_wallet', 'E-wallet'],
] as const;
const CRYPTO_METHODS = [['crypto', 'Crypto']] as const;
const SEVERITY: Record<PaymentResult, Severity> = { success: 'success', pending: 'warning', error: 'danger' };
const RESULT_MESSAGE: Record<PaymentResult, string> = {
  success: 'Deposit received.',
  pending: 'Deposit pending.',
  error: 'Deposit declined.',
};
const UNREACHABLE = 'The payment service is not reachable. Try again later.';

function readCookie(name: string): string {
  return parseCookie(window.document.cookie || '')[name] ?? '';
}

/** Decimal text to minor units without floats; null when malformed or too precise. */
function toMinor(text: string, subunits: number): number | null {
  const match = /^\s*(\d+)(?:[.,](\d*))?\s*$/.exec(text);
  if (!match) return null;
  const decimals = Math.round(Math.log10(subunits));
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  const minor = Number(match[1]) * subunits + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

function element(tag: string, attributes: Record<string, string>, text?: string): HTMLElement {
  const node = window.document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  if (text) node.textContent = text;
  return node;
}

/** This page with ?payment-result=..., where a result without its own route goes. */
function withResult(result: PaymentResult): string {
  const url = new window.URL(window.location.href);
  url.searchParams.set('payment-result', result);
  return url.pathname + url.search + url.hash;
}

function isPaymentResult(value: unknown): value is PaymentResult {
  return value === 'success' || value === 'pending' || value === 'error';
}

function init(options: WidgetOptions): WidgetHandle {
  const container =
    typeof options.container === 'string'
      ? window.document.querySelector(options.container)
      : options.container;
  if (!container) throw new Error('SpiPayments: container not found');
  const base = (options.serverUrl ?? '') + (options.apiPrefix ?? '/api/platform');
  const routes = options.redirectRoutes ?? {};
  const notify = typeof options.onNotification === 'function' ? options.onNotification : () => {};
  const state = {
    currency: options.currency ?? null,
    subunits: 100,
    fiat: true,
    busy: false,
    key: '',
    keyFor: null as string | null,
  };

  const form = element('form', { class: 'spi-form', novalidate: '' });
  const amountLabel = element('label', { for: 'spi-amount' }, 'Amount');
  const amount = element('input', {
    id: 'spi-amount',
    name: 'amount',
    inputmode: 'decimal',
    autocomplete: 'off',
    required: '',
  }) as HTMLInputElement;
  const methodLabel = element('label', { for: 'spi-method' }, 'Method');
  const method = element('select', { id: 'spi-method', name: 'method' }) as HTMLSelectElement;
  const submit = element('button', { type: 'submit' }, 'Deposit');
  const status = element('p', { class: 'spi-status', role: 'status', 'aria-live': 'polite' });
  for (const node of [amountLabel, amount, methodLabel, method, submit, status]) form.appendChild(node);
  container.appendChild(form);

  function show(severity: Severity, message: string) {
    status.textContent = message;
    status.setAttribute('data-severity', severity);
    notify({ severity, message });
  }

  function fillMethods() {
    while (method.firstChild) method.removeChild(method.firstChild);
    for (const [value, label] of state.fiat ? FIAT_METHODS : CRYPTO_METHODS) {
      method.appendChild(element('option', { value }, label));
    }
    amountLabel.textContent = `Amount (${state.currency ?? ''})`;
  }

  async function api(path: string, request: RequestInit = {}): Promise<Answer> {
    const response = await window.fetch(base + path, { credentials: 'include', ...request });
    try {
      return { status: response.status, body: await response.json() };
    } catch {
      return { status: response.status, body: {} };
    }
  }

  const ready = Promise.all([api('/player/accounts'), api('/system-data')]).then(
    ([accounts, system]) => {
      if (accounts.status === 401) {
        show('danger', 'Sign in to deposit.');
        return;
      }
      if (!state.currency && Array.isArray(accounts.body)) {
        const active = accounts.body.find((account: { active?: boolean }) => account.active);
        state.currency = active ? active.currency : null;
      }
      const known: { code: string; fiat: boolean; subcurrencies?: { subunits: number }[] }[] =
        system.body?.currencies ?? [];
      const currency = known.find((c) => c.code === state.currency);
      if (currency) {
        state.fiat = currency.fiat;
        state.subunits = currency.subcurrencies?.[0]?.subunits ?? 100;
      }
      fillMethods();
    },
    () => show('danger', UNREACHABLE),
  );

  function finish() {
    state.busy = false;
    submit.removeAttribute('disabled');
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (state.busy) return;
    const minor = toMinor(amount.value, state.subunits);
    if (minor === null) {
      const decimals = Math.round(Math.log10(state.subunits));
      show('danger', `Enter an amount above 0 with at most ${decimals} decimals.`);
      return;
    }
    // The same key while the same deposit is retried: the server answers the first payment, never a second.
    const what = [minor, state.currency, method.value].join(':');
    if (state.keyFor !== what) {
      state.keyFor = what;
      state.key = `spi-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
    }
    state.busy = true;
    submit.setAttribute('disabled', '');
    api('/payments/deposits', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': readCookie(CSRF_COOKIE) },
      body: JSON.stringify({
        amount: minor,
        currency: state.currency,
        method: method.value,
        idempotency_key: state.key,
      }),
    }).then(
      (answer) => {
        finish();
        const result: unknown = answer.body?.result;
        if (answer.status !== 200 || !isPaymentResult(result)) {
          show('danger', answer.body?.message || 'The deposit was not accepted.');
          return;
        }
        state.keyFor = null; // answered: a new attempt is a new deposit
        show(SEVERITY[result], RESULT_MESSAGE[result]);
        window.location.assign(routes[result] || withResult(result));
      },
      () => {
        finish();
        show('danger', UNREACHABLE);
      },
    );
  });

  return {
    ready,
    destroy: () => form.parentNode?.removeChild(form),
  };
}

window.SpiPayments = { init, toMinor };
