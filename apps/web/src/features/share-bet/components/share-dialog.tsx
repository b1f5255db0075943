'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { NativeDialog } from '@/shared/ui/native-dialog';

/** The share-bet dialogs (the link to share, the not-found notice). */
export function ShareDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('share-bet');
  return (
    <NativeDialog title={title} closeLabel={t('close')} onClose={onClose} narrow>
      {children}
    </NativeDialog>
  );
}
