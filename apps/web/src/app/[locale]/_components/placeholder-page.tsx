import type { Locale } from '@sportsbook/contracts/locales';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { type ContentPageKey, type PlaceholderPageKey, pages } from '@/shared/routing/routes';
import { pageMetadata } from '@/shared/seo/page-metadata';
import { IconGlyph, type IconName } from '@/shared/ui/icons';
import type messages from '../../../../messages/en.json';
import { requireLocale } from './locale-param';
import styles from './page-content.module.css';

const icons: Partial<Record<PlaceholderPageKey, IconName>> = {
  favorites: 'star',
  promotions: 'gift',
  racing: 'racing',
  lotteries: 'lottery',
  'premium-cricket': 'cricket',
  'virtual-gaming-arena': 'arena',
  'bets-history': 'ticket',
  deposit: 'ticket',
  transactions: 'ticket',
};

/** Title, description, canonical and alternates of a fixed page, from `page.<key>.*`. */
export async function placeholderMetadata(
  key: ContentPageKey,
  params: Promise<{ locale: string }>,
): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: `page.${key}` });
  return pageMetadata({
    locale,
    path: pages[key].path,
    title: t('title'),
    description: t('description'),
    index: pages[key].index,
  });
}

/** A page heading above a block that says what the page will show. */
export function PageContent({
  title,
  text,
  icon = 'info',
}: {
  title: string;
  text: string;
  icon?: IconName;
}) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.placeholder}>
        <IconGlyph name={icon} size={32} />
        <p>{text}</p>
      </div>
    </div>
  );
}

type PageTexts = (typeof messages)['page'];

/** The pages whose catalogue entry still says what they will show (`page.<key>.placeholder`). */
export type PagesWithPlaceholder = {
  [K in PlaceholderPageKey]: PageTexts[K] extends { placeholder: string } ? K : never;
}[PlaceholderPageKey];

/** A fixed page whose content arrives with later work: its heading and what it will show. */
export async function PlaceholderPage({
  pageKey,
  params,
}: {
  pageKey: PagesWithPlaceholder;
  params: Promise<{ locale: string }>;
}) {
  const locale: Locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: `page.${pageKey}` });
  return <PageContent title={t('title')} text={t('placeholder')} icon={icons[pageKey]} />;
}
