'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useCountedPageDialog } from '@/features/modals/page-dialogs';
import { IconGlyph } from '@/shared/ui/icons';
import styles from './promotions.module.css';

/**
 * A native modal dialog for the bonus detail: opened as the top layer (focus moves in and stays in, the page
 * behind is inert), Escape and the close button close it, focus returns to what opened it.
 */
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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useCountedPageDialog();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the owner unmounts the dialog, which closes it and gives focus back.
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.dialogHeader}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
          <IconGlyph name="close" size={20} />
        </button>
      </div>
      <div className={styles.dialogBody}>{children}</div>
    </dialog>
  );
}
