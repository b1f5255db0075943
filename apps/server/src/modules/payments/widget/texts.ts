import type { PaymentWidgetTexts } from '@sportsbook/contracts/wallet';

/** The texts a host that passes none gets. */
export const ENGLISH_TEXTS: PaymentWidgetTexts = {
  steps: 'Choose an amount',
  amount: (currency) => `Amount (${currency})`,
  bounds: (min, max) => `From ${min} to ${max}`,
  method: 'Payment method',
  methods: {
    card: 'Card',
    bank_transfer: 'Bank transfer',
    pix: 'Pix',
    e_wallet: 'E-wallet',
    crypto: 'Crypto',
  },
  submit: 'Deposit',
  invalid: (decimals) => `Enter an amount above 0 with at most ${decimals} decimals.`,
  belowMin: (min) => `The smallest deposit is ${min}.`,
  aboveMax: (max) => `A single deposit can be at most ${max}.`,
  signIn: 'Sign in to deposit.',
  unreachable: 'The payment service is not reachable. Try again later.',
  refused: 'The deposit was not accepted.',
  added: (amount) => `${amount} added to your balance.`,
  pending: 'Deposit pending.',
  declined: 'Deposit declined.',
};

/** The host's texts over the English ones, each only where it has the right type. */
export function mergeTexts(given: unknown): PaymentWidgetTexts {
  if (!given || typeof given !== 'object') return ENGLISH_TEXTS;
  const texts = { ...ENGLISH_TEXTS } as Record<string, unknown>;
  for (const [key, value] of Object.entries(given as Record<string, unknown>)) {
    const fallback = texts[key];
    if (key === 'methods' && value && typeof value === 'object') {
      texts.methods = { ...ENGLISH_TEXTS.methods, ...(value as Record<string, string>) };
    } else if (fallback !== undefined && typeof value === typeof fallback) texts[key] = value;
  }
  return texts as unknown as PaymentWidgetTexts;
}
