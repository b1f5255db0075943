'use client';

import { realtimeChannels } from '@sportsbook/contracts/realtime-channels';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/account/auth-store';
import { useChannel } from '@/shared/realtime/use-channel';
import { jackpotKeys } from '../api/jackpot-keys';
import { JackpotHitModal } from './jackpot-hit-modal';

/**
 * Refreshes every jackpot answer when the player's balance changes: a qualifying bet grew the pools, or a hit paid
 * one and reseeded it, so the banner, the leaderboard and the hit modal show it at once instead of at their next
 * poll (ADR 034 "Publication").
 */
function useJackpotRefreshOnBalance(playerId: number): void {
  const queryClient = useQueryClient();
  useChannel(realtimeChannels.player(String(playerId)), (event) => {
    if (event.type === 'balance_changed') void queryClient.invalidateQueries({ queryKey: jackpotKeys.all });
  });
}

function SignedInJackpots({ playerId }: { playerId: number }) {
  useJackpotRefreshOnBalance(playerId);
  return <JackpotHitModal playerId={playerId} />;
}

/** The shell's jackpot part: for a signed-in player, live refreshes and the hit modal; nothing for a visitor. */
export function JackpotHitHost() {
  const playerId = useAuth((state) => (state.status === 'logged_in' ? state.player.id : null));
  return playerId === null ? null : <SignedInJackpots key={playerId} playerId={playerId} />;
}
