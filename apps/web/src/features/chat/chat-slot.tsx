'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useSiteSettings } from '@/shared/config/site-settings';

/** Spec part 1 §9: the lazy-component loader's default delay. */
export const CHAT_LOAD_DELAY_MS = 200;
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/** Calls `run` once: on the visitor's first interaction, or when the browser is idle (after 200 ms at least). */
function whenIdleOrInteracting(run: () => void): () => void {
  let done = false;
  let idle: number | undefined;
  const fire = () => {
    if (done) return;
    done = true;
    stop();
    run();
  };
  const delay = window.setTimeout(() => {
    idle = 'requestIdleCallback' in window ? window.requestIdleCallback(fire, { timeout: 2000 }) : undefined;
    if (idle === undefined) fire();
  }, CHAT_LOAD_DELAY_MS);
  for (const type of FIRST_INTERACTION) window.addEventListener(type, fire, { passive: true, once: true });
  function stop() {
    window.clearTimeout(delay);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, fire);
  }
  return () => {
    done = true;
    stop();
  };
}

/**
 * The chat widget slot (spec part 1 §1, §3): when the site config names a chat, its adapter is imported after
 * the page is idle or first used and mounted here; without one nothing is loaded at all.
 */
export function ChatSlot() {
  const { chat } = useSiteSettings();
  const locale = useLocale();
  const t = useTranslations('consent.chat');
  const host = useRef<HTMLDivElement>(null);
  const texts = { open: t('open'), title: t('title'), body: t('body'), close: t('close') };
  const textsRef = useRef(texts);
  textsRef.current = texts;

  useEffect(() => {
    if (!chat) return;
    let unmount: (() => void) | undefined;
    let cancelled = false;
    const cancelWait = whenIdleOrInteracting(() => {
      void import('./adapters/registry')
        .then(({ CHAT_ADAPTERS }) => CHAT_ADAPTERS[chat.type]())
        .then((adapter) => {
          if (cancelled || !host.current) return;
          unmount = adapter.mount(host.current, { ...chat, locale, texts: textsRef.current });
        });
    });
    return () => {
      cancelled = true;
      cancelWait();
      unmount?.();
    };
  }, [chat, locale]);

  return chat ? <div ref={host} data-chat-slot={chat.type} /> : null;
}
