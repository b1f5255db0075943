'use client';

import { useTranslations } from 'next-intl';
import { openModal } from '@/features/modals/modal-store';
import { Button } from '@/shared/ui/button';

/** What a visitor sees where a player's bets would be: a reason and the sign-in dialog, as account pages do. */
export function SignInPrompt({ text }: { text: string }) {
  const tAccount = useTranslations('account');
  return (
    <div>
      <p>{text}</p>
      <Button onClick={() => openModal('signIn')}>{tAccount('sign-in')}</Button>
    </div>
  );
}
