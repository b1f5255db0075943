import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { PlaceholderPageKey } from '@/shared/routing/routes';
import styles from './account-page.module.css';
import { requireLocale } from './locale-param';

/** An account or wallet page: its heading (`page.<key>.title`) over the feature's client part. */
export async function AccountPage({
  pageKey,
  params,
  narrow = false,
  children,
}: {
  pageKey: PlaceholderPageKey;
  params: Promise<{ locale: string }>;
  narrow?: boolean;
  children: ReactNode;
}) {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: `page.${pageKey}` });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      {narrow ? <div className={`${styles.narrow} ${styles.card}`}>{children}</div> : children}
    </div>
  );
}
