'use client';

import type { FavouriteType } from '@sportsbook/contracts/favourites';
import { useTranslations } from 'next-intl';
import { useFavourite } from '@/features/favourites/use-favourite';
import { IconGlyph } from '@/shared/ui/icons';
import styles from './favourite-star.module.css';

/**
 * The favourite toggle of a match or tournament: a button pressed while starred, named for what it stars. A
 * visitor's click opens sign-in.
 */
export function FavouriteStar({
  type,
  id,
  name,
  size = 18,
  className,
  label,
}: {
  type: FavouriteType;
  id: number;
  /** What is starred, for the button's name ("Favourite: Arsenal - Chelsea"). */
  name: string;
  size?: number;
  className?: string;
  /**
   * The button's name ("Favourite: Arsenal - Chelsea") formatted on the server, where a page has one: a list of
   * stars then formats no message in the browser while it starts.
   */
  label?: string;
}) {
  const t = useTranslations('favourites');
  const { starred, toggle } = useFavourite(type, id);
  return (
    <button
      type="button"
      className={[styles.star, className].filter(Boolean).join(' ')}
      // A toggle keeps one name; pressed or not says whether it is a favourite.
      aria-pressed={starred}
      aria-label={label ?? t('toggle', { name })}
      title={starred ? t('remove') : t('add')}
      data-testid="favourite-star"
      onClick={toggle}
    >
      <IconGlyph name="star" size={size} />
    </button>
  );
}
