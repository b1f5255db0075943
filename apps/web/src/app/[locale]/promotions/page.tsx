import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { requireLocale } from '@/app/[locale]/_components/locale-param';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import { getPromotions } from '@/features/bonuses/promotions/api/public-promotions';
import { PlayerPromotions } from '@/features/bonuses/promotions/components/player-promotions';
import { PublicPromotions } from '@/features/bonuses/promotions/components/public-promotions';
import styles from '@/features/catalogue/components/catalogue.module.css';
import { PageHeading } from '@/features/catalogue/components/catalogue-section';
import { JackpotSection } from '@/features/jackpots/components/jackpot-section';
import { PlayerEngagement } from '@/features/lootboxes/player-engagement';
import { serverApi } from '@/shared/api/server-api';
import { visitorTimeZone } from '@/shared/time/visitor-time-zone';

export function generateMetadata({ params }: PageProps<'/[locale]/promotions'>): Promise<Metadata> {
  return placeholderMetadata('promotions', params);
}

/**
 * Promotions (spec part 2 §2): the player's bonuses and promo-code entry (client, per session; a visitor is asked
 * to sign in), the jackpots with their live pools and recent hits, then the campaigns on offer to everyone,
 * rendered on the server.
 */
export default async function PromotionsPage({ params }: PageProps<'/[locale]/promotions'>) {
  const locale = requireLocale((await params).locale);
  const [tPage, messages, promotions, timeZone] = await Promise.all([
    getTranslations({ locale, namespace: 'page.promotions' }),
    getMessages({ locale }),
    getPromotions(serverApi(locale)),
    visitorTimeZone(),
  ]);
  return (
    <div className={styles.page}>
      <PageHeading title={tPage('title')} />
      {/* The shell hands client components only the namespaces every page needs; this page's parts add theirs. */}
      <NextIntlClientProvider
        messages={{
          promotions: messages.promotions,
          tournaments: messages.tournaments,
          account: messages.account,
          modals: messages.modals,
          error: messages.error,
          jackpots: messages.jackpots,
          lootboxes: messages.lootboxes,
        }}
      >
        <PlayerPromotions />
        <JackpotSection />
        <PlayerEngagement />
        <PublicPromotions locale={locale} promotions={promotions} timeZone={timeZone} />
      </NextIntlClientProvider>
    </div>
  );
}
