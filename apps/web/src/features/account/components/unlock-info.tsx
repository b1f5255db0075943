'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { localePath } from '@/shared/i18n/locale-path';
import { pages } from '@/shared/routing/routes';
import { formStyles } from '@/shared/ui/form-fields';

/** The unlock modal: a locked account is unlocked by support (the API has no self-service unlock). */
export function UnlockInfo() {
  const t = useTranslations('account');
  const locale = useLocale();
  return (
    <div className={formStyles.form}>
      <p>{t('unlock.text')}</p>
      <div className={formStyles.links}>
        <Link prefetch={false} href={localePath(locale, pages['help-center'].path)}>
          {t('unlock.help')}
        </Link>
      </div>
    </div>
  );
}
