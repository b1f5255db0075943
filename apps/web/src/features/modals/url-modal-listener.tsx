'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { splitLocale } from '@/shared/i18n/locale-path';
import { pages } from '@/shared/routing/routes';
import { openModal } from './modal-store';
import { readUrlModal } from './url-modal';

function openFromUrl(): void {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const onPasswordEditPage = splitLocale(window.location.pathname).rest === pages['password-edit'].path;
  const { modal, cleanHref } = readUrlModal(here, { onPasswordEditPage });
  if (!modal) return;
  window.history.replaceState(window.history.state, '', cleanHref);
  openModal(modal.kind, modal.params);
}

/**
 * Runs `openFromUrl` once the effects of the current render are done. On the first render this listener's effect
 * runs before the app router's own (a child's effects run before its parent's), and the router starts following
 * `history.replaceState` only in that effect: a URL cleaned before it was put back, fragment and all, by the
 * router's next commit (a sign-in's refresh), as an end-to-end run under load showed.
 */
function openFromUrlAfterRouterEffects(): () => void {
  const pending = window.setTimeout(openFromUrl, 0);
  return () => window.clearTimeout(pending);
}

/** Opens the modal a URL names (fragment, ?modal=, reset token) on load, on navigation and on a new fragment. */
export function UrlModalListener() {
  const pathname = usePathname();
  const search = useSearchParams().toString();

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation may name a modal
  useEffect(openFromUrlAfterRouterEffects, [pathname, search]);

  useEffect(() => {
    window.addEventListener('hashchange', openFromUrl);
    return () => window.removeEventListener('hashchange', openFromUrl);
  }, []);

  return null;
}
