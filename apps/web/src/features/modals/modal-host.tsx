'use client';

import { useTranslations } from 'next-intl';
import { type CSSProperties, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { IconGlyph } from '@/shared/ui/icons';
import { DelayedFallback } from './delayed-fallback';
import styles from './modal-host.module.css';
import { MODAL_TRANSITION_MS } from './modal-kinds';
import { modalStore, type OpenModal, useModals } from './modal-store';

export interface ModalContent {
  title: string;
  body: ReactNode;
  wide?: boolean;
}

/** What a modal shows; `close` closes this modal. Passed in by the page layer, which knows every feature. */
export type RenderModal = (modal: OpenModal, close: () => void) => ModalContent;

const transitionStyle = {
  '--modal-enter': `${MODAL_TRANSITION_MS.enter}ms`,
  '--modal-exit': `${MODAL_TRANSITION_MS.exit}ms`,
} as CSSProperties;

function ModalDialog({
  content,
  leaving,
  onClose,
}: {
  content: ModalContent;
  leaving: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('modals');
  const ref = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // showModal focuses the first focusable element (the close button); a form asks for its first field,
    // also when its lazily loaded content arrives after the dialog opened.
    const focusField = (): boolean => {
      const field = dialog.querySelector<HTMLElement>('[data-autofocus]');
      if (!field) return false;
      const active = document.activeElement;
      if (!dialog.contains(active) || active === closeButton.current) field.focus();
      return true;
    };
    const observer = new MutationObserver(() => {
      if (focusField()) observer.disconnect();
    });
    if (!focusField()) observer.observe(dialog, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      dialog.close();
    };
  }, []);

  useEffect(() => {
    // Leaving: out of the top layer at once (the page is usable again) while it fades out.
    if (leaving) ref.current?.close();
  }, [leaving]);

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, content.wide ? styles.wide : ''].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-leaving={leaving ? '' : undefined}
      aria-hidden={leaving ? true : undefined}
      style={transitionStyle}
      onCancel={(event) => {
        // Escape: close through the store, so the stack and the other tabs follow.
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {content.title}
        </h2>
        <button
          ref={closeButton}
          type="button"
          className={styles.close}
          aria-label={t('close')}
          onClick={onClose}
        >
          <IconGlyph name="close" size={20} />
        </button>
      </div>
      <div className={styles.body}>
        <Suspense fallback={<DelayedFallback text={t('loading')} className={styles.loading} />}>
          {content.body}
        </Suspense>
      </div>
    </dialog>
  );
}

/**
 * Shows the modal on top of the stack in a native modal dialog (focus kept inside, Escape closes, the page
 * behind inert). Closing the last one fades out over the exit transition.
 */
export function ModalHost({ render }: { render: RenderModal }) {
  const top = useModals((state) => state.stack.at(-1));
  const [shown, setShown] = useState<OpenModal | undefined>(top);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (top) {
      setShown(top);
      setLeaving(false);
      return;
    }
    setLeaving(true);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = window.setTimeout(
      () => {
        setShown(undefined);
        setLeaving(false);
      },
      reduced ? 0 : MODAL_TRANSITION_MS.exit,
    );
    return () => window.clearTimeout(timer);
  }, [top]);

  if (!shown) return null;
  const close = () => modalStore.close(shown.kind);
  return (
    <ModalDialog
      key={`${shown.kind}:${JSON.stringify(shown.params)}`}
      content={render(shown, close)}
      leaving={leaving}
      onClose={close}
    />
  );
}
