'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { openModal } from '@/features/modals/modal-store';
import { localePath } from '@/shared/i18n/locale-path';
import { pages } from '@/shared/routing/routes';
import { buttonClassName } from '@/shared/ui/button-link';

/**
 * Sign in and sign up in the header: links to the pages (so they work before and without JavaScript) that
 * open the modals instead once the page runs.
 */
export function HeaderAuthButtons() {
  const t = useTranslations('account');
  const locale = useLocale();
  return (
    <>
      <Link
        prefetch={false}
        href={localePath(locale, pages['sign-in'].path)}
        className={buttonClassName('secondary', true)}
        onClick={(event) => {
          event.preventDefault();
          openModal('signIn');
        }}
      >
        {t('sign-in')}
      </Link>
      <Link
        prefetch={false}
        href={localePath(locale, pages['sign-up'].path)}
        className={buttonClassName('primary', true)}
        onClick={(event) => {
          event.preventDefault();
          openModal('signUp');
        }}
      >
        {t('sign-up')}
      </Link>
    </>
  );
}
