import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requireLocale } from '@/app/[locale]/_components/locale-param';
import styles from '@/app/[locale]/_components/page-content.module.css';
import { customPageText } from '@/features/custom-pages/custom-pages';
import { getCustomPages } from '@/features/custom-pages/server';
import { buttonClassName } from '@/shared/ui/button-link';

async function pageOf(params: PageProps<'/[locale]/pages/[slug]'>['params']) {
  const { locale, slug } = await params;
  const page = getCustomPages().find((p) => p.slug === slug);
  if (!page) notFound();
  return { locale: requireLocale(locale), page };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/[slug]'>): Promise<Metadata> {
  const { locale, page } = await pageOf(params);
  return { title: customPageText(page, locale).title };
}

/** An operator's custom page (features/custom-pages): its text in the path's locale, or a link to where it lives. */
export default async function CustomPageRoute({ params }: PageProps<'/[locale]/pages/[slug]'>) {
  const { locale, page } = await pageOf(params);
  const { title, paragraphs } = customPageText(page, locale);
  const t = await getTranslations({ locale, namespace: 'page.additional-product' });
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {paragraphs.map((paragraph, index) => (
        // The operator's paragraphs have no ids; their order is fixed for the life of the process.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index}>{paragraph}</p>
      ))}
      {page.url ? (
        <p>
          <a href={page.url} className={buttonClassName('primary')} rel="noopener">
            {t('open', { title })}
          </a>
        </p>
      ) : null}
    </article>
  );
}
