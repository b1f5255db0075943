'use client';

import { realtimeChannels } from '@sportsbook/contracts/realtime-channels';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/account/auth-store';
import { useChannel } from '@/shared/realtime/use-channel';
import { refreshJackpotsOnBalance } from '../live-jackpots';
import { JackpotHitModal } from './jackpot-hit-modal';

/** Follows the player's private channel while signed in, for `refreshJackpotsOnBalance`. */
function useJackpotRefreshOnBalance(playerId: number): void {
  const queryClient = useQueryClient();
  useChannel(realtimeChannels.player(String(playerId)), (event) =>
    refreshJackpotsOnBalance(queryClient, event),
  );
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
