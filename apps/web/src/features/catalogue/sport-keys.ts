// The sports the product knows until the catalogue is read from the API; the catalogue work replaces
// this list with the server's sports.
export const sportKeys = [
  'football',
  'tennis',
  'basketball',
  'ice-hockey',
  'cricket',
  'cs2',
  'dota-2',
  'league-of-legends',
] as const;

export type SportKey = (typeof sportKeys)[number];

export function isSportKey(value: string): value is SportKey {
  return (sportKeys as readonly string[]).includes(value);
}
