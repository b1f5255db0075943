import type { PlayerProfile, RequiredProfileField } from '@sportsbook/contracts/platform';

/** The player as the shell uses it (spec part 1 §3 "Player profile"), read from the API's profile. */
export interface Player {
  id: number | null;
  /** True when the profile has an id and the player is not blocked. */
  isLoggedIn: boolean;
  email: string | null;
  phone: string | null;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  /** The profile's locale. */
  language: string;
  currency: string | null;
  authFieldsMissed: readonly RequiredProfileField[];
  statuses: readonly { id: string }[];
  /** serasa.pve: a player forbidden to bet. */
  pve: boolean;
  country: { code: string; name: string } | null;
  rawProfile: PlayerProfile | null;
}

/** The profile after sign-out (spec part 1 §4: an empty profile). */
export const EMPTY_PLAYER: Player = {
  id: null,
  isLoggedIn: false,
  email: null,
  phone: null,
  name: null,
  firstName: null,
  lastName: null,
  nickname: null,
  language: 'en',
  currency: null,
  authFieldsMissed: [],
  statuses: [],
  pve: false,
  country: null,
  rawProfile: null,
};

export function toPlayer(profile: PlayerProfile): Player {
  return {
    id: profile.id,
    isLoggedIn: profile.id !== null && !profile.blocked,
    email: profile.email,
    phone: profile.phone,
    name: profile.name,
    firstName: profile.first_name,
    lastName: profile.last_name,
    nickname: profile.nickname,
    language: profile.locale,
    currency: profile.currency,
    authFieldsMissed: profile.auth_fields_missed,
    statuses: profile.statuses,
    pve: profile.serasa.pve,
    country: profile.country,
    rawProfile: profile,
  };
}

/** Player status that enables the test quick deposit (spec part 1 §6). */
export const SPI_TEST_STATUS = 'spi_test';

export function hasStatus(player: Player, status: string): boolean {
  return player.statuses.some((entry) => entry.id === status);
}
