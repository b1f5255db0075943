'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/features/account/auth-store';

/**
 * A page rendered for one side of sign-in (the player's favourites, or the sign-in prompt) renders again when the
 * visitor signs in or the player signs out, once per change.
 */
export function FavouritesAuthSync({ renderedSignedIn }: { renderedSignedIn: boolean }) {
  const router = useRouter();
  const status = useAuth((state) => state.status);
  const refreshedFor = useRef<string | null>(null);
  useEffect(() => {
    const stale =
      (status === 'logged_in' && !renderedSignedIn) || (status === 'not_logged_in' && renderedSignedIn);
    if (!stale || refreshedFor.current === status) return;
    refreshedFor.current = status;
    router.refresh();
  }, [status, renderedSignedIn, router]);
  return null;
}
