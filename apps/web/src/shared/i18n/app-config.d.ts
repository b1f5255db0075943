import type { Locale } from '@sportsbook/contracts/locales';
import type messages from '../../../messages/en.json';

// Types next-intl's locale and message keys from our catalogues: a misspelt key fails type-checking.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
