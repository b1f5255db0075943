'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { splitLocale } from '@/shared/i18n/locale-path';
import { replaceAddressBar } from '@/shared/routing/address-bar';
import { pages } from '@/shared/routing/routes';
import { openModal } from './modal-store';
import { readUrlModal } from './url-modal';

/** Opens the modal the address names and takes what named it off the address; answers the cleanup. */
function openFromUrl(): (() => void) | undefined {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const onPasswordEditPage = splitLocale(window.location.pathname).rest === pages['password-edit'].path;
  const { modal, cleanHref } = readUrlModal(here, { onPasswordEditPage });
  if (!modal) return undefined;
  openModal(modal.kind, modal.params);
  return replaceAddressBar(cleanHref);
}

/** Opens the modal a URL names (fragment, ?modal=, reset token) on load, on navigation and on a new fragment. */
export function UrlModalListener() {
  const pathname = usePathname();
  const search = useSearchParams().toString();

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation may name a modal
  useEffect(openFromUrl, [pathname, search]);

  useEffect(() => {
    const onHashChange = () => void openFromUrl();
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  return null;
}
