import type { IconName } from '../../shared/ui/icons';
import type { SportKey } from './sport-keys';

/** The icon beside each sport's name in navigation. */
export const sportIcons: Record<SportKey, IconName> = {
  football: 'football',
  tennis: 'tennis',
  basketball: 'basketball',
  'ice-hockey': 'ice-hockey',
  cricket: 'cricket',
  cs2: 'crosshair',
  'dota-2': 'shield',
  'league-of-legends': 'crown',
};
