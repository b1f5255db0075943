import { messageResponseSchema } from '@sportsbook/contracts/platform';
import { apiCall } from '@/shared/api/api-client';

/** POST /users/password: mails a reset link if the address has an account. */
export function requestPasswordReset(email: string) {
  return apiCall('/api/platform/users/password', messageResponseSchema, { method: 'POST', body: { email } });
}

/** PUT /users/password: the new password for the link's token; every session of the player ends. */
export function resetPassword(input: { token: string; password: string }) {
  return apiCall('/api/platform/users/password', messageResponseSchema, {
    method: 'PUT',
    body: { reset_password_token: input.token, password: input.password },
  });
}
