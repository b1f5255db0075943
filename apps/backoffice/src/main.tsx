import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { locale } from './i18n';

document.documentElement.lang = locale;
const queries = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <QueryClientProvider client={queries}>
      <App />
    </QueryClientProvider>,
  );
}
