'use client';

import { useEffect } from 'react';
import { followLiveBalance } from '@/features/wallet/live-balance';

/** Keeps the signed-in player's balance live in this tab. */
export function LiveBalanceFollower() {
  useEffect(() => followLiveBalance(), []);
  return null;
}
