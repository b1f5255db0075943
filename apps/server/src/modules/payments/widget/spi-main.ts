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
 *     locale: 'de',                     // optional, how amounts are written (default 'en')
 *     texts: { ... },                   // optional, every text shown (texts.ts; default English)
 *     onNotification: ({ severity, message }) => {},   // severity: success | warning | danger
 *   });
 *
 * It renders the one deposit form of the product: amount buttons (domain `depositSteps`), an amount field with
 * the minimum and maximum for the chosen method, method tiles (native radios: arrow keys move the choice) and a
 * button. An amount outside the bounds is refused here, before anything is sent; otherwise it posts the deposit
 * with the session cookie and the CSRF header, then redirects to the route for success, error or pending
 * (default: this page with ?payment-result=...), adding payment-id= so the page can name what was paid. A
 * refused request (limit, profile) shows the message and stays.
 */
import type { PaymentResult, PaymentWidgetTexts } from '@sportsbook/contracts/wallet';
import {
  depositAmountCheck,
  depositSteps,
  FIAT_PAYMENT_METHODS,
  maxDeposit,
  minDeposit,
  type PaymentMethod,
} from '@sportsbook/domain/deposits';
import { type Currency, toMajorString } from '@sportsbook/domain/money';
import { parseCookie } from 'cookie';
import { formatMinor } from './money';
import { mergeTexts } from './texts';

type Severity = 'success' | 'warning' | 'danger';

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
  locale?: string;
  texts?: Partial<PaymentWidgetTexts>;
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
const SEVERITY: Record<PaymentResult, Severity> = { success: 'success', pending: 'warning', error: 'danger' };
/** The query parameter naming the paid payment on the way back (the page reads its amount). */
const PAYMENT_ID_PARAM = 'payment-id';

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

function clear(node: HTMLElement) {
  while (node.firstChild) node.removeChild(node.firstChild);
}

/** A route with one more query parameter, keeping its own. */
function withParam(route: string, name: string, value: string): string {
  const url = new window.URL(route, window.location.href);
  url.searchParams.set(name, value);
  return url.pathname + url.search + url.hash;
}

/** This page with ?payment-result=..., where a result without its own route goes. */
function withResult(result: PaymentResult): string {
  return withParam(window.location.href, 'payment-result', result);
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
  const texts = mergeTexts(options.texts);
  const locale = options.locale ?? 'en';
  const state = {
    currency: { code: options.currency ?? '', subunits: 100, fiat: true } as Currency,
    method: 'card' as PaymentMethod,
    busy: false,
    key: '',
    keyFor: null as string | null,
  };
  const money = (minor: number) => formatMinor(minor, state.currency, locale);

  const form = element('form', { class: 'spi-form', novalidate: '' });
  const stepsGroup = element('fieldset', { class: 'spi-steps' });
  const stepsLegend = element('legend', {}, texts.steps);
  const stepButtons = element('div', { class: 'spi-step-buttons' });
  const amountLabel = element('label', { for: 'spi-amount' });
  const amount = element('input', {
    id: 'spi-amount',
    name: 'amount',
    inputmode: 'decimal',
    autocomplete: 'off',
    required: '',
    'aria-describedby': 'spi-bounds',
  }) as HTMLInputElement;
  const bounds = element('p', { id: 'spi-bounds', class: 'spi-bounds' });
  const methodGroup = element('fieldset', { class: 'spi-methods' });
  const methodLegend = element('legend', {}, texts.method);
  const methodTiles = element('div', { class: 'spi-method-tiles' });
  const submit = element('button', { type: 'submit', class: 'spi-submit' }, texts.submit);
  const status = element('p', { class: 'spi-status', role: 'status', 'aria-live': 'polite' });
  for (const node of [stepsLegend, stepButtons, amountLabel, amount, bounds]) stepsGroup.appendChild(node);
  for (const node of [methodLegend, methodTiles]) methodGroup.appendChild(node);
  for (const node of [stepsGroup, methodGroup, submit, status]) form.appendChild(node);
  container.appendChild(form);

  function show(severity: Severity, message: string) {
    status.textContent = message;
    status.setAttribute('data-severity', severity);
    notify({ severity, message });
  }

  /** The amount buttons and the bounds for the chosen method; the pressed one is the amount in the field. */
  function fillSteps() {
    clear(stepButtons);
    const typed = toMinor(amount.value, state.currency.subunits);
    for (const step of depositSteps(state.currency.code, state.method)) {
      const button = element('button', {
        type: 'button',
        class: 'spi-step',
        'data-amount': String(step),
        'aria-pressed': String(step === typed),
      });
      button.textContent = money(step);
      button.addEventListener('click', () => {
        amount.value = toMajorString(step, state.currency);
        markStep();
      });
      stepButtons.appendChild(button);
    }
    const min = minDeposit(state.currency.code);
    const max = maxDeposit(state.currency.code, state.method);
    bounds.textContent = min !== undefined && max !== undefined ? texts.bounds(money(min), money(max)) : '';
  }

  function markStep() {
    const typed = toMinor(amount.value, state.currency.subunits);
    for (const button of stepButtons.children as unknown as HTMLElement[]) {
      button.setAttribute('aria-pressed', String(button.getAttribute('data-amount') === String(typed)));
    }
  }

  /** Method tiles: native radios in one group, so arrow keys move the choice and Tab leaves the group. */
  function fillMethods() {
    clear(methodTiles);
    const methods: readonly PaymentMethod[] = state.currency.fiat ? FIAT_PAYMENT_METHODS : ['crypto'];
    state.method = methods[0] ?? 'card';
    for (const value of methods) {
      const tile = element('label', { class: 'spi-tile' });
      const radio = element('input', { type: 'radio', name: 'spi-method', value }) as HTMLInputElement;
      if (value === state.method) {
        radio.setAttribute('checked', '');
        radio.checked = true;
      }
      radio.addEventListener('change', () => {
        state.method = value;
        fillSteps();
      });
      tile.appendChild(radio);
      tile.appendChild(element('span', {}, texts.methods[value]));
      methodTiles.appendChild(tile);
    }
    amountLabel.textContent = texts.amount(state.currency.code);
    fillSteps();
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
        show('danger', texts.signIn);
        return;
      }
      if (!options.currency && Array.isArray(accounts.body)) {
        const active = accounts.body.find((account: { active?: boolean }) => account.active);
        if (active) state.currency = { ...state.currency, code: active.currency };
      }
      const known: { code: string; fiat: boolean; subcurrencies?: { subunits: number }[] }[] =
        system.body?.currencies ?? [];
      const currency = known.find((c) => c.code === state.currency.code);
      if (currency) {
        state.currency = {
          code: currency.code,
          fiat: currency.fiat,
          subunits: currency.subcurrencies?.[0]?.subunits ?? 100,
        };
      }
      fillMethods();
    },
    () => show('danger', texts.unreachable),
  );

  amount.addEventListener('input', markStep);

  function finish() {
    state.busy = false;
    submit.removeAttribute('disabled');
  }

  /** The amount in minor units, or null after saying why it cannot be sent. */
  function checkedAmount(): number | null {
    const minor = toMinor(amount.value, state.currency.subunits);
    if (minor === null) {
      show('danger', texts.invalid(Math.round(Math.log10(state.currency.subunits))));
      return null;
    }
    const check = depositAmountCheck(minor, state.currency.code, state.method);
    if (check === 'below_min') show('danger', texts.belowMin(money(minDeposit(state.currency.code) ?? 0)));
    if (check === 'above_max') {
      show('danger', texts.aboveMax(money(maxDeposit(state.currency.code, state.method) ?? 0)));
    }
    return check === 'ok' ? minor : null;
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (state.busy) return;
    const minor = checkedAmount();
    if (minor === null) return;
    // The same key while the same deposit is retried: the server answers the first payment, never a second.
    const what = [minor, state.currency.code, state.method].join(':');
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
        currency: state.currency.code,
        method: state.method,
        idempotency_key: state.key,
      }),
    }).then(
      (answer) => {
        finish();
        const result: unknown = answer.body?.result;
        if (answer.status !== 200 || !isPaymentResult(result)) {
          show('danger', answer.body?.message || texts.refused);
          return;
        }
        state.keyFor = null; // answered: a new attempt is a new deposit
        const message = { success: texts.added(money(minor)), pending: texts.pending, error: texts.declined };
        show(SEVERITY[result], message[result]);
        const route = routes[result] || withResult(result);
        const id = answer.body?.payment?.id;
        window.location.assign(
          typeof id === 'number' ? withParam(route, PAYMENT_ID_PARAM, String(id)) : route,
        );
      },
      () => {
        finish();
        show('danger', texts.unreachable);
      },
    );
  });

  return {
    ready,
    destroy: () => form.parentNode?.removeChild(form),
  };
}

window.SpiPayments = { init, toMinor };
