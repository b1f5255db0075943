import { playerProfileSchema, type RequiredProfileField } from '@sportsbook/contracts/platform';
import { apiCall } from '@/shared/api/api-client';

/** PUT /player/profile: the fields a deposit needs (auth_fields_missed). */
export function updateProfile(fields: Partial<Record<RequiredProfileField, string>>) {
  return apiCall('/api/platform/player/profile', playerProfileSchema, { method: 'PUT', body: fields });
}
