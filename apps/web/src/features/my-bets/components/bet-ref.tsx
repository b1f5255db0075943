'use client';

import { useTranslations } from 'next-intl';

/**
 * A bet's ticket reference as players read it ("Ref. B…"): My bets and the slip's receipt both show it through
 * this one component, so the receipt names the bet exactly as the history does.
 */
export function BetRef({ value }: { value: string }) {
  const t = useTranslations('my-bets');
  return <span data-testid="bet-ref">{t('ref', { ref: value })}</span>;
}
