'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { displayValues } from '@/features/betslip/model/message-keys';
import { useSlip } from '@/features/betslip/store/slip-instance';
import { formatMoney } from '@/shared/money/money-format';
import { useOddsFormatter } from '@/shared/odds/use-odds-type';

type Values = Readonly<Record<string, string | number>>;
interface DynamicTranslator {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/**
 * The text of a message key handed over by the domain or the API (spec part 1 §8): translated with its values
 * in the player's odds format and currency; a server's own words (no key of ours) are shown as they are.
 */
export function useSlipText(): (key: string, values?: Values) => string {
  // Keys arrive as data (domain and API), so the catalogue's key typing cannot check them; a test does.
  const t = useTranslations() as unknown as DynamicTranslator;
  const locale = useLocale();
  const formatOdds = useOddsFormatter();
  const currency = useSlip((state) => state.currency.code);
  return useCallback(
    (key: string, values: Values = {}) => {
      if (!t.has(key)) return key;
      const money = (minor: number, code: string) => formatMoney(minor, code, locale);
      return t(key, displayValues(key, values, { odds: formatOdds, money }, currency));
    },
    [t, locale, formatOdds, currency],
  );
}
