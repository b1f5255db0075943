import type messages from '../../../messages/en.json';
import type { Locale } from './locales';

// Types next-intl's locale and message keys from our catalogues: a misspelt key fails type-checking.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
