'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { type AccessDecision, authAccess, depositAccess, isInIframe } from '@/features/account/access-rules';
import { useCountry } from '@/features/account/api/get-country';
import { useSiteSettings } from '@/shared/config/site-settings';
import { countryName } from '@/shared/i18n/country';

function useInIframe(): boolean {
  // Known only in the browser; the server renders the top-level case.
  const [inIframe, setInIframe] = useState(false);
  useEffect(() => setInIframe(isInIframe()), []);
  return inIframe;
}

/** Whether sign-in and sign-up may open here, and the visitor's country name for the refusal. */
export function useAuthAccess(): { decision: AccessDecision; countryName: string } {
  const locale = useLocale();
  const settings = useSiteSettings();
  const inIframe = useInIframe();
  const country = useCountry().data;
  const decision = authAccess({
    countryBlocked: country?.blocked ?? false,
    inIframe,
    iframeListenersEnabled: settings.iframeListenersEnabled,
  });
  const code = country?.country?.code;
  return { decision, countryName: code ? countryName(locale, code) : '' };
}

export function useDepositAccess(): AccessDecision {
  const settings = useSiteSettings();
  const inIframe = useInIframe();
  return depositAccess({ inIframe, iframeListenersEnabled: settings.iframeListenersEnabled });
}
