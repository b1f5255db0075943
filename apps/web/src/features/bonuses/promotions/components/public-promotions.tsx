import type { Locale } from '@sportsbook/contracts/locales';
import type { Promotion } from '@sportsbook/contracts/promotions';
import { getTranslations } from 'next-intl/server';
import { dateTimeFormat } from '@/shared/time/date-time-format';
import { PromotionTermsButton } from './promotion-terms-button';
import styles from './promotions.module.css';

/** The narrow banner below this width, the wide one above (the page's phone and tablet layouts). */
const MOBILE_BANNER_MEDIA = '(max-width: 719px)';

function Banner({ banners }: { banners: Promotion['banners'] }) {
  const wide = banners.desktop ?? banners.mobile;
  if (!wide) return null;
  // Decorative: the card's heading says what the banner shows.
  return (
    <picture>
      {banners.mobile && banners.desktop ? (
        <source media={MOBILE_BANNER_MEDIA} srcSet={banners.mobile} />
      ) : null}
      <img className={styles.banner} src={wide} alt="" width={1200} height={400} loading="lazy" />
    </picture>
  );
}

/**
 * The campaigns on offer to everyone (server-rendered): banner, title, description, how long it runs, its terms
 * on demand; a promo-code campaign asks for its code without showing it.
 */
export async function PublicPromotions({
  locale,
  promotions,
  timeZone,
}: {
  locale: Locale;
  promotions: readonly Promotion[];
  timeZone: string;
}) {
  const t = await getTranslations({ locale, namespace: 'promotions' });
  const date = dateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  return (
    <section className={styles.view} aria-labelledby="public-promotions">
      <h2 id="public-promotions" className={styles.heading}>
        {t('offers')}
      </h2>
      {promotions.length === 0 ? (
        <p className={styles.meta}>{t('offers-empty')}</p>
      ) : (
        <ul className={styles.offers}>
          {promotions.map((promotion) => (
            <li key={promotion.id}>
              <article className={styles.card} aria-labelledby={`promotion-${promotion.id}`}>
                <Banner banners={promotion.banners} />
                <h3 id={`promotion-${promotion.id}`} className={styles.cardTitle}>
                  {promotion.title}
                </h3>
                <span className={styles.kind}>{t(`kind.${promotion.kind}`)}</span>
                <p>{promotion.description}</p>
                {promotion.trigger_key === 'promo_code' ? (
                  <p className={styles.meta}>{t('code-offer')}</p>
                ) : null}
                <p className={styles.meta}>
                  {t('valid-to', { date: date.format(new Date(promotion.valid_to)) })}
                </p>
                <div className={styles.actions}>
                  <PromotionTermsButton termsId={promotion.terms_id} title={promotion.title} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
