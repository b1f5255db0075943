import { depositSteps } from '@sportsbook/domain/deposits';
import { currencyOf } from '@/shared/money/money-format';

/**
 * Amounts offered in one tap, in minor units: the deposit form's steps from the domain (10, 20, 50, 100 EUR;
 * 1,500 to 15,000 JPY; 0.0002 to 0.002 BTC), for the method quick deposit falls back to (card or crypto).
 */
export function quickDepositPresets(code: string): number[] {
  return depositSteps(code, currencyOf(code).fiat ? 'card' : 'crypto');
}
