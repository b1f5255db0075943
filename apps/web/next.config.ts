import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/shared/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  transpilePackages: ['@sportsbook/domain', '@sportsbook/contracts'],
  experimental: {
    // The root layout sits under [locale]; paths outside it (e.g. a missing public file) still need a
    // styled 404 page.
    globalNotFound: true,
  },
};

export default withNextIntl(nextConfig);
