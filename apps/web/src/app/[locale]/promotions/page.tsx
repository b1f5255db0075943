import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireLocale } from '@/app/[locale]/_components/locale-param';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import { PlayerPromotions } from '@/features/bonuses/promotions/components/player-promotions';
import styles from '@/features/catalogue/components/catalogue.module.css';
import { PageHeading } from '@/features/catalogue/components/catalogue-section';

export function generateMetadata({ params }: PageProps<'/[locale]/promotions'>): Promise<Metadata> {
  return placeholderMetadata('promotions', params);
}

/**
 * Promotions (spec part 2 §2): the player's bonuses and promo-code entry (client, per session), then the
 * campaigns on offer to everyone.
 */
export default async function PromotionsPage({ params }: PageProps<'/[locale]/promotions'>) {
  const locale = requireLocale((await params).locale);
  const tPage = await getTranslations({ locale, namespace: 'page.promotions' });
  return (
    <div className={styles.page}>
      <PageHeading title={tPage('title')} />
      <PlayerPromotions />
    </div>
  );
}
