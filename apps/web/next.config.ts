import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { PROXY_QUALITIES } from './src/shared/images/image-loader';

const withNextIntl = createNextIntlPlugin('./src/shared/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  transpilePackages: ['@sportsbook/domain', '@sportsbook/contracts'],
  images: {
    // Competitor logos go through the optimiser with the loader's per-format qualities (spec part 2 §5).
    formats: ['image/avif', 'image/webp'],
    qualities: [...PROXY_QUALITIES],
    // The feed's logo host, when a feed sends logos: IMAGE_HOSTS=cdn.example.com at build time.
    remotePatterns: (process.env.IMAGE_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean)
      .map((hostname) => ({ protocol: 'https' as const, hostname })),
  },
  experimental: {
    // The root layout sits under [locale]; paths outside it (e.g. a missing public file) still need a
    // styled 404 page.
    globalNotFound: true,
  },
};

export default withNextIntl(nextConfig);
