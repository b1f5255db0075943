'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { IconGlyph } from './icons';
import styles from './native-dialog.module.css';
import { useCountedPageDialog } from './page-dialogs';

/**
 * A page's own modal dialog on the native `<dialog>` (top layer: focus moves in and stays, the page behind is
 * inert); Escape and the close button close it, and focus goes back to what opened it. It is placed in the body,
 * so an owner inside an element a phone hides (the closed slip sheet) still shows it, and it counts as a page
 * dialog while open (what waits behind modals waits behind it too).
 */
export function NativeDialog({
  title,
  closeLabel,
  onClose,
  narrow = false,
  children,
}: {
  title: string;
  /** The close button's accessible name, in the page's language. */
  closeLabel: string;
  onClose: () => void;
  narrow?: boolean;
  children: ReactNode;
}) {
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

  return createPortal(
    <dialog
      ref={ref}
      className={narrow ? `${styles.dialog} ${styles.narrow}` : styles.dialog}
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
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <IconGlyph name="close" size={20} />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>,
    document.body,
  );
}
