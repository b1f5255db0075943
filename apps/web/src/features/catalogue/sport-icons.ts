import type { IconName } from '@/shared/ui/icons';

const icons: Readonly<Record<string, IconName>> = {
  football: 'football',
  tennis: 'tennis',
  basketball: 'basketball',
  'ice-hockey': 'ice-hockey',
  cricket: 'cricket',
  cs2: 'crosshair',
  dota2: 'shield',
  lol: 'crown',
};

/** The navigation icon of a sport (by the API's sport key); a trophy for a sport without its own. */
export function sportIcon(key: string): IconName {
  return icons[key] ?? 'trophy';
}
