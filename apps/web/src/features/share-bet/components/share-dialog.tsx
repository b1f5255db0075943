'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { IconGlyph } from '@/shared/ui/icons';
import styles from './share-bet.module.css';

/**
 * A native modal dialog (top layer: focus moves in and stays, the page behind is inert); Escape and the close
 * button close it, and focus goes back to what opened it. It is placed in the body: its owners sit in the ticket
 * panel, which a phone hides while the sheet is closed, and a dialog inside a hidden element is never shown.
 */
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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

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

  return createPortal(
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
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
          <IconGlyph name="close" size={20} />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>,
    document.body,
  );
}
