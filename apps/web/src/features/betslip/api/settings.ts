import { settingsResponseSchema } from '@sportsbook/contracts/betting';
import type { OddsAcceptMode } from '@sportsbook/domain/odds-acceptance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client';
import { toSlipSettings } from '../model/slip-settings';

export const settingsQueryKey = ['sportsbook-settings'] as const;

/** GET /settings: the player's stakes, acceptance mode and the operator's bet limits. */
export async function getSettings(signal?: AbortSignal) {
  return toSlipSettings(await apiCall('/api/sportsbook/settings', settingsResponseSchema, { signal }));
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: settingsQueryKey, queryFn: ({ signal }) => getSettings(signal) });
}

/** Only a signed-in player has settings (the call answers 401 to visitors). */
export function useSlipSettingsQuery(enabled: boolean) {
  return useQuery({ ...settingsQueryOptions(), enabled });
}

/** POST /settings with the acceptance mode the player chose in the slip. */
export async function saveOddsAcceptMode(mode: OddsAcceptMode) {
  return toSlipSettings(
    await apiCall('/api/sportsbook/settings', settingsResponseSchema, {
      method: 'POST',
      body: { auto_accept_odds_change: mode },
    }),
  );
}
