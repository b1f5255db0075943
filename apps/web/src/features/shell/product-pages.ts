import type { AdditionalProduct, OperatorSettings } from '@sportsbook/contracts/betting';
import type { PageKey, PageName } from '@/shared/routing/routes';

/** Which additional product each product page shows (spec part 1 §2; part 2 §3 additional_providers). */
export const PRODUCT_OF_PAGE = {
  racing: 'horse_racing',
  lotteries: 'lotto',
  'premium-cricket': 'premium_cricket',
  'virtual-gaming-arena': 'virtual_gaming_arena',
} as const satisfies Partial<Record<PageKey, AdditionalProduct>>;

const PRODUCT_OF_PAGE_NAME: Partial<Record<PageName, AdditionalProduct>> = {
  horse_racing: 'horse_racing',
  lotteries: 'lotto',
  premium_cricket: 'premium_cricket',
  virtual_gaming_arena: 'virtual_gaming_arena',
};

export type AdditionalProviders = OperatorSettings['additional_providers'];

/**
 * Whether a page may be shown and linked: an additional product's page only while the operator has it on
 * (off: a 404 and absent from every menu); any other page always. Unknown settings (the API unreachable) count
 * as off, so no menu ever links a page that may be a 404.
 */
export function isPageOn(page: PageName, providers: AdditionalProviders | null): boolean {
  const product = PRODUCT_OF_PAGE_NAME[page];
  if (!product) return true;
  return providers?.[product].enabled ?? false;
}

/** The link keys whose pages are on. */
export function linksOn<K extends string>(keys: readonly K[], providers: AdditionalProviders | null): K[] {
  return keys.filter((key) => {
    const product = (PRODUCT_OF_PAGE as Record<string, AdditionalProduct | undefined>)[key];
    return !product || (providers?.[product].enabled ?? false);
  });
}
