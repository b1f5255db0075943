import type { Locale } from '@sportsbook/contracts/locales';
import { getTranslations } from 'next-intl/server';
import { PRODUCT_OF_PAGE } from '@/features/shell/product-pages';
import { additionalProviders } from '@/features/shell/server/operator-settings';
import { buttonClassName } from '@/shared/ui/button-link';
import { requireLocale } from './locale-param';
import styles from './page-content.module.css';
import { PlaceholderPage } from './placeholder-page';

/**
 * An additional product's page while the product is on (the proxy answers 404 while it is off): with the
 * provider's page configured (settings.additional_providers url), the product's name, who runs it and a link
 * there; without one, what the page will show (ADR 005).
 */
export async function ProductPage({
  pageKey,
  params,
}: {
  pageKey: keyof typeof PRODUCT_OF_PAGE;
  params: Promise<{ locale: string }>;
}) {
  const locale: Locale = requireLocale((await params).locale);
  const [t, tProduct, providers] = await Promise.all([
    getTranslations({ locale, namespace: 'page.additional-product' }),
    getTranslations({ locale, namespace: `page.${pageKey}` }),
    additionalProviders(),
  ]);
  const url = providers?.[PRODUCT_OF_PAGE[pageKey]].url;
  if (!url) return <PlaceholderPage pageKey={pageKey} params={params} />;
  const title = tProduct('title');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p>{tProduct('description')}</p>
      <p>{t('partner', { title })}</p>
      <p>
        <a href={url} className={buttonClassName('primary')} rel="noopener">
          {t('open', { title })}
        </a>
      </p>
    </div>
  );
}
