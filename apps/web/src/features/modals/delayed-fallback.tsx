'use client';

import { useEffect, useState } from 'react';

/** The lazy-component loader's delay (spec part 1 §9): fast loads never flash a loading text. */
export const LAZY_FALLBACK_DELAY_MS = 200;

export function DelayedFallback({ text, className }: { text: string; className?: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), LAZY_FALLBACK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return visible ? (
    <p className={className} role="status">
      {text}
    </p>
  ) : null;
}
