'use client';

import { openModal } from '@/features/modals/modal-store';
import { Button } from '@/shared/ui/button';
import { IconGlyph } from '@/shared/ui/icons';
import styles from './favourites-sign-in.module.css';

/** What a visitor sees instead of favourites: why, and the way to sign in. */
export function FavouritesSignIn({ text, signIn }: { text: string; signIn: string }) {
  return (
    <div className={styles.prompt}>
      <IconGlyph name="star" size={32} />
      <p>{text}</p>
      <Button onClick={() => openModal('signIn')}>{signIn}</Button>
    </div>
  );
}
