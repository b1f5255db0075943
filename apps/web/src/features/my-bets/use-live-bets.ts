'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followPlayerBets } from './live-bets';

/** Keeps the signed-in player's cached bet lists live while the component is mounted (null: a visitor). */
export function useLiveBets(playerId: number | null): void {
  const client = useQueryClient();
  useEffect(() => (playerId === null ? undefined : followPlayerBets(client, playerId)), [client, playerId]);
}
