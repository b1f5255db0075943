import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import {
  DEFAULT_SITE_SETTINGS,
  type SiteSettings,
  SiteSettingsProvider,
} from '@/shared/config/site-settings';
import messages from '../../messages/en.json';

/** What the shell gives every client component: the English catalogue, a query cache and the site settings. */
export function renderInShell(
  ui: ReactElement,
  options: { settings?: Partial<SiteSettings>; queryClient?: QueryClient } = {},
) {
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <QueryClientProvider client={queryClient}>
        <SiteSettingsProvider value={{ ...DEFAULT_SITE_SETTINGS, ...options.settings }}>
          {children}
        </SiteSettingsProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}
