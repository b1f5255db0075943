import type { PlayerProfile } from '@sportsbook/contracts/platform';

/** A signed-in player's profile as GET /player answers it, EUR and English; `id: null` is a visitor's. */
export function playerProfile(id: number | null, overrides: Partial<PlayerProfile> = {}): PlayerProfile {
  return {
    id,
    blocked: false,
    email: null,
    email_confirmed: true,
    phone: null,
    phone_verified: false,
    name: null,
    first_name: null,
    last_name: null,
    nickname: null,
    date_of_birth: null,
    locale: 'en',
    currency: 'EUR',
    statuses: [],
    serasa: { pve: false },
    auth_fields_missed: [],
    country: null,
    ...overrides,
  };
}
