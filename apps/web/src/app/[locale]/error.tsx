'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { PageNameOverride } from '@/features/shell/page-name-sync';
import { localePath } from '@/shared/i18n/locale-path';
import { reportRenderError } from '@/shared/monitoring/report-error';
import { buttonClassName } from '@/shared/ui/button-link';
import { StatusView } from '@/shared/ui/status-view';

/** A page that failed to render: the 500 page's content inside the shell, with a retry button. */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('page');
  const locale = useLocale();

  useEffect(() => {
    reportRenderError(error, 'page');
  }, [error]);

  return (
    <>
      <PageNameOverride name="error" />
      <StatusView
        title={t('error.title')}
        description={t('error.description')}
        image={{ alt: t('error.image-alt') }}
        homeHref={localePath(locale)}
        homeLabel={t('home-button')}
        actions={
          <button type="button" className={buttonClassName('secondary')} onClick={() => retry()}>
            {t('error.retry')}
          </button>
        }
      />
    </>
  );
}
