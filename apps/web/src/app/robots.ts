import { locales } from '@sportsbook/contracts/locales';
import type { MetadataRoute } from 'next';
import { privatePathPrefixes } from '@/shared/routing/routes';

/** Crawlers may read the catalogue pages, not the API nor a player's private pages, in any locale. */
export default function robots(): MetadataRoute.Robots {
  const privatePaths = locales.flatMap((locale) =>
    privatePathPrefixes.map((prefix) => `/${locale}${prefix}`),
  );
  return { rules: { userAgent: '*', allow: '/', disallow: ['/api/', ...privatePaths] } };
}
