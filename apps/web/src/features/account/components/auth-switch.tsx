'use client';

import Link from 'next/link';
import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import type { ModalKind, ModalParams } from '@/features/modals/modal-kinds';
import { modalStore } from '@/features/modals/modal-store';
import { localePath } from '@/shared/i18n/locale-path';
import { type PageKey, pages } from '@/shared/routing/routes';
import { formStyles } from '@/shared/ui/form-fields';

/** Where an account form is shown: its own page, or a modal over the current page. */
export type FormMode = { kind: 'page' } | { kind: 'modal'; modal: ModalKind };

const PAGE_OF: Partial<Record<ModalKind, PageKey>> = {
  signIn: 'sign-in',
  signUp: 'sign-up',
  passwordNew: 'password-new',
  passwordEdit: 'password-edit',
  confirmation: 'confirmation',
  resendConfirmation: 'confirmation',
};

/** A link from one account form to another: the other modal in a modal, the other page on a page. */
export function AuthSwitch({
  mode,
  to,
  params,
  children,
}: {
  mode: FormMode;
  to: ModalKind;
  params?: ModalParams;
  children: ReactNode;
}) {
  const locale = useLocale();
  const page = PAGE_OF[to];
  if (mode.kind === 'page' && page) {
    return (
      <Link prefetch={false} href={localePath(locale, pages[page].path)}>
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={formStyles.linkButton}
      onClick={() =>
        mode.kind === 'modal' ? modalStore.replace(mode.modal, to, params) : modalStore.open(to, params)
      }
    >
      {children}
    </button>
  );
}
