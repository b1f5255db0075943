import {
  type PlayerProfile,
  REQUIRED_PROFILE_FIELDS,
  type RequiredProfileField,
} from '@sportsbook/contracts/platform';
import type { Config } from '../../config/env';
import type { PlayerRow } from '../player-records';
import { countryName } from './geo';

const fieldValue: Record<RequiredProfileField, (row: PlayerRow) => string | null> = {
  first_name: (row) => row.firstName,
  last_name: (row) => row.lastName,
  date_of_birth: (row) => row.dateOfBirth,
};

/** Required profile fields the player has not filled; empty when deposits do not require a full profile. */
export function missedProfileFields(row: PlayerRow, config: Pick<Config, 'depositRequiresProfile'>) {
  if (!config.depositRequiresProfile) return [];
  return REQUIRED_PROFILE_FIELDS.filter((field) => !fieldValue[field](row));
}

export function toProfile(row: PlayerRow, config: Pick<Config, 'depositRequiresProfile'>): PlayerProfile {
  const fullName = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    blocked: row.blocked,
    email: row.email,
    email_confirmed: row.emailConfirmedAt !== null,
    phone: row.phone,
    phone_verified: row.phoneVerifiedAt !== null,
    name: fullName || row.nickname || null,
    first_name: row.firstName,
    last_name: row.lastName,
    nickname: row.nickname,
    date_of_birth: row.dateOfBirth,
    locale: row.locale,
    currency: row.currency,
    statuses: row.statuses.map((id) => ({ id })),
    serasa: { pve: row.pve },
    auth_fields_missed: missedProfileFields(row, config),
    country: { code: row.country, name: countryName(row.country, row.locale) },
  };
}

/** The visitor's profile: no id (isLoggedIn false), the country the request comes from. */
export function visitorProfile(country: string | null, locale: string): PlayerProfile {
  return {
    id: null,
    blocked: false,
    email: null,
    email_confirmed: false,
    phone: null,
    phone_verified: false,
    name: null,
    first_name: null,
    last_name: null,
    nickname: null,
    date_of_birth: null,
    locale,
    currency: null,
    statuses: [],
    serasa: { pve: false },
    auth_fields_missed: [],
    country: country ? { code: country, name: countryName(country, locale) } : null,
  };
}
