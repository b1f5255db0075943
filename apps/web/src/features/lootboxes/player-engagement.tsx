'use client';

import { useAuth } from '@/features/account/auth-store';
import { AmbProgressBars } from './amb-progress';
import { LootboxCards } from './lootbox-cards';

/** The signed-in player's loot boxes and amount-of-bets progress on /promotions; nothing for a visitor. */
export function PlayerEngagement() {
  const playerId = useAuth((state) => (state.status === 'logged_in' ? state.player.id : null));
  if (playerId === null) return null;
  return (
    <>
      <AmbProgressBars playerId={playerId} />
      <LootboxCards playerId={playerId} />
    </>
  );
}
