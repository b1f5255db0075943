'use client';

import Script from 'next/script';
import { useEffect } from 'react';
import type { TagManagerConfig } from '@/shared/config/site-settings';
import type { DataLayerHost } from '@/shared/tracking/data-layer';

/**
 * Google Tag Manager's standard snippet, as a component: the `gtm.start` entry goes onto the data layer the
 * product already pushes its events to (shared/tracking/data-layer.ts; entries pushed before consent stay queued
 * there and the container reads them when it starts), then gtm.js loads through Next's Script with the page's
 * nonce. Rendered only after consent, outside frames and the app (ConsentRoot).
 */
export function TagManager({ config, nonce }: { config: TagManagerConfig; nonce: string | undefined }) {
  useEffect(() => {
    const host = window as unknown as DataLayerHost;
    host.dataLayer ??= [];
    host.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }, []);
  return <Script id="tag-manager" src={config.scriptUrl} nonce={nonce} strategy="afterInteractive" />;
}
