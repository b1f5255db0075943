import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from '../../betslip/api/settings';

/**
 * The operator's smallest partial cash-out share (basis points) from the player's settings, through the slip's
 * settings query so both share one request; undefined until it loads.
 */
export function useCashoutMinShareBp(): number | undefined {
  return useQuery({ ...settingsQueryOptions(), select: (settings) => settings.cashoutMinShareBp }).data;
}
