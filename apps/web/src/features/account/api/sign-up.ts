import type { Locale } from '@sportsbook/contracts/locales';
import { type MarketingTags, messageResponseSchema } from '@sportsbook/contracts/platform';
import { apiCall } from '@/shared/api/api-client';

export interface SignUpInput {
  email: string;
  password: string;
  currency: string;
  country: string;
  locale: Locale;
  marketingTags: MarketingTags;
}

/** POST /users/sign_up: always "check your mail"; it never signs in. */
export function signUp(input: SignUpInput) {
  const tags = Object.keys(input.marketingTags).length > 0 ? input.marketingTags : undefined;
  return apiCall('/api/platform/users/sign_up', messageResponseSchema, {
    method: 'POST',
    body: {
      email: input.email,
      password: input.password,
      currency: input.currency,
      country: input.country,
      locale: input.locale,
      marketing_tags: tags,
    },
  });
}
