import { locales } from '@sportsbook/contracts/locales';
import { CUSTOM_BET_CORRELATION_BP } from '@sportsbook/domain/custom-bet-odds';
import { CURRENCIES } from '@sportsbook/domain/money';
import { ODDS_TYPES, type OddsType } from '@sportsbook/domain/odds-formats';
import { MAX_SELECTIONS } from '@sportsbook/domain/slip/compose';
import { MAX_SYSTEM_LINES } from '@sportsbook/domain/system-bets';
import type { InfoValueName } from './outline';

/**
 * The API's development mailbox page (apps/server/src/modules/mail/routes.ts), served outside production
 * only: where a self-run demo keeps the e-mails it does not send.
 */
export const DEV_MAILBOX_PATH = '/api/platform/dev/mailbox/page';

export interface DayRange {
  min: number;
  max: number;
}

/**
 * Figures that other features own (the ranges the limits form accepts, the smallest partial cash-out); the
 * route passes them in, since features do not import each other.
 */
export interface FeatureFigures {
  coolingOffDays: DayRange | undefined;
  selfExclusionDays: DayRange | undefined;
  minCashoutSharePercent: number;
}

/**
 * Every number and list the information pages quote, taken from the constants the rules are made of, so the
 * texts cannot drift from the product. Formatted for the page's locale.
 */
export function infoValues(
  locale: string,
  oddsFormatName: (type: OddsType) => string,
  figures: FeatureFigures,
): Record<InfoValueName, string> {
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  const coolingOff = figures.coolingOffDays;
  const exclusion = figures.selfExclusionDays;
  const days = (value: number | undefined) => (value === undefined ? '' : number.format(value));
  return {
    maxSelections: number.format(MAX_SELECTIONS),
    maxSystemLines: number.format(MAX_SYSTEM_LINES),
    customBetDiscount: percent.format(CUSTOM_BET_CORRELATION_BP / 10_000),
    languageCount: number.format(locales.length),
    oddsFormatCount: number.format(ODDS_TYPES.length),
    oddsFormats: list.format(ODDS_TYPES.map(oddsFormatName)),
    coolingOffMin: days(coolingOff?.min),
    coolingOffMax: days(coolingOff?.max),
    exclusionMin: days(exclusion?.min),
    exclusionMax: days(exclusion?.max),
    minCashoutShare: percent.format(figures.minCashoutSharePercent / 100),
    fiatCurrencies: list.format(CURRENCIES.filter((c) => c.fiat).map((c) => c.code)),
    cryptoCurrencies: list.format(CURRENCIES.filter((c) => !c.fiat).map((c) => c.code)),
    mailboxPath: DEV_MAILBOX_PATH,
  };
}
