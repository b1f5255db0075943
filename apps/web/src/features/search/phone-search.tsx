'use client';

import type { Locale } from '@sportsbook/contracts/locales';
import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { IconGlyph } from '@/shared/ui/icons';
import { useToggledDialog } from '@/shared/ui/use-toggled-dialog';
import styles from './phone-search.module.css';
import { SearchBox } from './search-box';

/**
 * The phone header's search button (below 780 px the header has no room for the search field): it opens the
 * search in a modal dialog at the top of the screen, typing at once; Escape, the close button, the backdrop or
 * a chosen result closes it and focus returns to the button.
 */
export function PhoneSearch({ locale }: { locale: Locale }) {
  const t = useTranslations('search');
  // Choosing a result changes the page: the dialog closes with it.
  const { open, setOpen, dialogRef } = useToggledDialog();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-label={t('open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => setOpen(true)}
      >
        <IconGlyph name="search" size={22} />
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        className={styles.dialog}
        aria-label={t('label')}
        onClose={() => {
          setOpen(false);
          buttonRef.current?.focus();
        }}
        // A click on the dialog itself is a click on its backdrop.
        onClick={(event) => {
          if (event.target === event.currentTarget) setOpen(false);
        }}
        onKeyDown={(event) => {
          // The search's own Escape closes its list first; one more closes the dialog.
          if (event.key === 'Escape' && !event.defaultPrevented) {
            event.preventDefault();
            setOpen(false);
          }
        }}
      >
        <div className={styles.panel}>
          {open ? <SearchBox locale={locale} autoFocus /> : null}
          <button
            type="button"
            className={styles.close}
            aria-label={t('close')}
            onClick={() => setOpen(false)}
          >
            <IconGlyph name="close" size={22} />
          </button>
        </div>
      </dialog>
    </>
  );
}
