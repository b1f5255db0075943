'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { deviceId } from '@/features/betslip/model/device-id';
import { embeddingNow } from '@/features/embedding/model/embedded-now';
import { useSiteSettings } from '@/shared/config/site-settings';
import { localStore } from '@/shared/storage/browser-storage';
import { deviceIdCookie } from '@/shared/storage/device-id-cookie';
import { ConsentBanner } from './consent-banner';
import { chooseConsent, consentAsked, currentConsent, subscribeConsent } from './model/consent-choice';
import { TagManager } from './tag-manager';

const noSubscription = () => () => undefined;
// The server knows neither the cookie choice (the page cache ignores it) nor the frame: it renders nothing, and
// the browser decides after hydration, so a framed page never flashes a banner.
const onServer = () => null;

/**
 * The visitor's cookie choice and what hangs on it (spec part 1 §1, §7, §9; ADR 032): the banner while no choice
 * is recorded, the tag manager once consent is given; neither inside a frame or the mobile app. Also keeps the
 * device-id cookie (a necessary cookie: bet placement sends the id, so it is written whatever the choice).
 */
export function ConsentRoot({ nonce }: { nonce: string | undefined }) {
  const { tagManager } = useSiteSettings();
  const embedded = useSyncExternalStore(noSubscription, embeddingNow, onServer);
  const asked = useSyncExternalStore(subscribeConsent, consentAsked, () => false);
  const consent = useSyncExternalStore(subscribeConsent, currentConsent, () => 'undecided' as const);

  useEffect(() => {
    deviceId(localStore, undefined, deviceIdCookie);
  }, []);

  if (embedded !== null) return null;
  const choose = (choice: 'granted' | 'necessary') => {
    if (chooseConsent(choice).reload) window.location.reload();
  };
  return (
    <>
      {asked ? (
        <ConsentBanner onAccept={() => choose('granted')} onNecessary={() => choose('necessary')} />
      ) : null}
      {consent === 'granted' && tagManager ? <TagManager config={tagManager} nonce={nonce} /> : null}
    </>
  );
}
