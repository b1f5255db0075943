import { confirmationResponseSchema, messageResponseSchema } from '@sportsbook/contracts/platform';
import { apiCall } from '@/shared/api/api-client';

/** POST /users/confirmation: confirms the address of the link and signs in when nothing keeps the player out. */
export function confirmEmail(token: string) {
  return apiCall('/api/platform/users/confirmation', confirmationResponseSchema, {
    method: 'POST',
    body: { confirmation_token: token },
  });
}

/** POST /users/confirmation/resend: a new link if the address has an unconfirmed account. */
export function resendConfirmation(email: string) {
  return apiCall('/api/platform/users/confirmation/resend', messageResponseSchema, {
    method: 'POST',
    body: { email },
  });
}
