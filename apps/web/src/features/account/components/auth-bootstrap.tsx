'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { getPhoneVerification } from '@/features/account/api/phone-verification';
import { updateLocale } from '@/features/account/api/update-locale';
import { authStore } from '@/features/account/auth-store';
import { rememberMarketingTags, takeMarketingTags } from '@/features/account/marketing-tags';
import { endSessionLocally, listenToOtherTabs, loadSession } from '@/features/account/session';
import { showAlert } from '@/features/modals/alert-store';
import { openModal } from '@/features/modals/modal-store';
import { apiClient } from '@/shared/api/api-client';
import { replaceAddressBar } from '@/shared/routing/address-bar';

/**
 * Starts the session once per tab: takes the marketing tags off the URL, reads the player (pending, then
 * logged in or not), signs out on a 401 from any call, follows sign-ins and sign-outs of other tabs, and after
 * each sign-in asks for phone verification when the operator requires it.
 */
export function AuthBootstrap() {
  const locale = useLocale();
  const t = useTranslations('account');
  const sessionExpired = useRef('');
  sessionExpired.current = t('session-expired');

  useEffect(() => {
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    const { tags, cleanHref } = takeMarketingTags(here);
    if (cleanHref !== here) {
      rememberMarketingTags(tags);
      replaceAddressBar(cleanHref);
    }
    const load = () => void loadSession(locale).catch(() => undefined);
    load();
    const stopUnauthorized = apiClient.onUnauthorized(() => {
      if (authStore.getState().status !== 'logged_in') return;
      endSessionLocally();
      showAlert('warning', sessionExpired.current);
    });
    const stopTabs = listenToOtherTabs(load);
    return () => {
      stopUnauthorized();
      stopTabs();
    };
  }, [locale]);

  useEffect(
    () =>
      authStore.subscribe((next) => {
        if (next !== 'logged_in') return;
        const { player } = authStore.getState();
        // Mail follows the language the player uses the site in.
        if (player.language !== locale) void updateLocale(locale).catch(() => undefined);
        void getPhoneVerification(locale)
          .then((phone) => {
            if (phone.required && !phone.isVerified) openModal('phoneVerification');
          })
          .catch(() => undefined);
      }),
    [locale],
  );

  return null;
}
