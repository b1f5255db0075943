import { playerProfileSchema } from '@sportsbook/contracts/platform';
import { apiCall } from '@/shared/api/api-client';

/** POST /users/sign_in: the profile and a session cookie. A wrong password is a 401 the form shows. */
export function signIn(input: { email: string; password: string }) {
  return apiCall('/api/platform/users/sign_in', playerProfileSchema, {
    method: 'POST',
    body: input,
    handlesUnauthorized: true,
  });
}
