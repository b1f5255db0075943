'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { NativeDialog } from '@/shared/ui/native-dialog';

/** The bonus detail and terms dialog of /promotions. */
export function BonusDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('modals');
  return (
    <NativeDialog title={title} closeLabel={t('close')} onClose={onClose}>
      {children}
    </NativeDialog>
  );
}
