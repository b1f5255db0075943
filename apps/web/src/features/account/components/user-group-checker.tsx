'use client';

import { useEffect } from 'react';
import { useAuth } from '@/features/account/auth-store';
import { userGroupRedirect } from '@/features/account/user-group-check';
import { useSiteSettings } from '@/shared/config/site-settings';

/** The optional user-group checker (spec part 1 §6): once the auth status is known, sends outsiders away. */
export function UserGroupChecker() {
  const { userGroupCheck } = useSiteSettings();
  const status = useAuth((state) => state.status);
  const statuses = useAuth((state) => state.player.statuses);
  const target = userGroupRedirect(userGroupCheck, { status, statuses });
  useEffect(() => {
    if (target !== null) window.location.assign(target);
  }, [target]);
  return null;
}
