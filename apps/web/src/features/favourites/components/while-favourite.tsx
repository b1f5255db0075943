'use client';

import type { FavouriteType } from '@sportsbook/contracts/favourites';
import type { ReactNode } from 'react';
import { useFavouriteIds } from '@/features/favourites/api/favourite-ids';

/**
 * Shows its children while one of `ids` is a favourite (or while the player's favourites are not known yet), so
 * a list of favourites loses an entry the moment it is unstarred.
 */
export function WhileFavourite({
  type,
  ids,
  children,
}: {
  type: FavouriteType;
  ids: readonly number[];
  children: ReactNode;
}) {
  const { data: favourites } = useFavouriteIds(type);
  if (favourites && !ids.some((id) => favourites.includes(id))) return null;
  return children;
}
