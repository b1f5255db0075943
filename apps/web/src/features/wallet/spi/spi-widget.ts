import type { PaymentResult, PaymentWidgetTexts } from '@sportsbook/contracts/wallet';
import { PAYMENT_RESULT_PARAM } from '@/features/wallet/payment-result';

// The payment widget adapter: the only code that knows the widget's global, options and notifications
// (apps/server/src/modules/payments/README.md, spec part 1 §7).

export type SpiSeverity = 'success' | 'warning' | 'danger';
export interface SpiNotification {
  severity: SpiSeverity;
  message: string;
}

export interface SpiInitOptions {
  container: HTMLElement | string;
  /** Origin of the API; '' is this origin (the web app forwards /api and /spi). */
  serverUrl: string;
  apiPrefix: string;
  redirectRoutes: Record<PaymentResult, string>;
  currency?: string;
  /** How the widget writes amounts: the page's locale. */
  locale: string;
  texts: PaymentWidgetTexts;
  onNotification?: (notification: unknown) => void;
}

export interface SpiInstance {
  ready: Promise<void>;
  destroy(): void;
}

interface SpiGlobal {
  init(options: SpiInitOptions): SpiInstance;
}

declare global {
  interface Window {
    SpiPayments?: SpiGlobal;
  }
}

export const SPI_SCRIPT_PATH = '/spi/main.js';
export const SPI_API_PREFIX = '/api/platform';

let loading: Promise<SpiGlobal> | null = null;

/** Loads {host}/spi/main.js once per tab; a failed load may be tried again. */
export function loadSpi(): Promise<SpiGlobal> {
  if (window.SpiPayments) return Promise.resolve(window.SpiPayments);
  loading ??= new Promise<SpiGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SPI_SCRIPT_PATH;
    script.async = true;
    script.onload = () => {
      if (window.SpiPayments) resolve(window.SpiPayments);
      else reject(new Error('The payment widget did not start'));
    };
    script.onerror = () => reject(new Error('The payment widget could not be loaded'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Where the widget sends the player after paying: back to the page they deposited from, with
 * ?payment-result= (spec part 1 §2), without a modal or marketing parameters that already did their work.
 */
export function paymentRedirectRoutes(href: string): Record<PaymentResult, string> {
  const url = new URL(href, 'http://localhost');
  url.hash = '';
  url.searchParams.delete('modal');
  const route = (result: PaymentResult) => {
    url.searchParams.set(PAYMENT_RESULT_PARAM, result);
    return `${url.pathname}${url.search}`;
  };
  return { success: route('success'), error: route('error'), pending: route('pending') };
}

/** A notification the widget sent, if it has the agreed shape. */
export function readSpiNotification(value: unknown): SpiNotification | null {
  if (!value || typeof value !== 'object') return null;
  const { severity, message } = value as Record<string, unknown>;
  if (severity !== 'success' && severity !== 'warning' && severity !== 'danger') return null;
  if (typeof message !== 'string' || message === '') return null;
  return { severity, message };
}
