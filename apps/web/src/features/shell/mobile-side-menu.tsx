'use client';

import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { IconGlyph } from '@/shared/ui/icons';
import { useToggledDialog } from '@/shared/ui/use-toggled-dialog';
import styles from './mobile-side-menu.module.css';

/**
 * The hamburger button and the side menu it opens (below 780 px). The menu is a modal <dialog>: focus
 * stays inside while it is open, Escape, the close button, the backdrop or a link closes it, and focus
 * returns to the button.
 */
export function MobileSideMenu({
  title,
  closeLabel,
  children,
}: {
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  // A page change from inside the menu (a search result) closes it, as a link click does.
  const { open, setOpen, dialogRef } = useToggledDialog();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const titleId = useId();

  // Growing past the breakpoint hides the toggle; a menu left open there would have no way back.
  useEffect(() => {
    const desktop = window.matchMedia('(min-width: 780px)');
    const onChange = () => {
      if (desktop.matches) setOpen(false);
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [setOpen]);

  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    const target = event.target;
    if (!(target instanceof Element)) return;
    // The dialog itself is only hit on its backdrop; a link inside navigates away.
    if (target === event.currentTarget || target.closest('a')) setOpen(false);
  }

  function onDialogKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-label={title}
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => setOpen(true)}
      >
        <IconGlyph name="menu" size={22} />
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false);
          toggleRef.current?.focus();
        }}
        onClick={onDialogClick}
        onKeyDown={onDialogKeyDown}
      >
        <div className={styles.panel}>
          <div className={styles.panelHeader}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button
              type="button"
              className={styles.close}
              aria-label={closeLabel}
              onClick={() => setOpen(false)}
            >
              <IconGlyph name="close" size={22} />
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
