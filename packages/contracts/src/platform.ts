import { z } from 'zod';
import { CSRF_REFUSED_CODE } from './cookies';
import { locales } from './locales';
import { birthDateSchema } from './moments';

/**
 * Platform API (spec part 1 §3, §7) under /api/platform: accounts, sessions, the player profile and phone
 * verification. Field names are the spec's snake_case wire names. Money is in minor units.
 */

/** The product's 16 locales (one list, in locales.ts). */
export const SUPPORTED_LOCALES = locales;
export const localeSchema = z.enum(SUPPORTED_LOCALES, {
  error: `must be one of ${SUPPORTED_LOCALES.join(', ')}`,
});

/** ISO 3166-1 alpha-2, all 249 assigned codes. */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
const countryCodeSet = new Set(COUNTRY_CODES);

export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => countryCodeSet.has(code), 'must be an ISO 3166-1 alpha-2 country code such as DE');

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid e-mail address'));

/** Password strength: at least 8 characters with a letter and a digit. */
export const passwordSchema = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(128, 'must be at most 128 characters')
  .regex(/\p{L}/u, 'must contain a letter')
  .regex(/\p{Nd}/u, 'must contain a digit');

export const currencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3,5}$/, 'must be a currency code such as EUR');

/** Marketing tags the shell captures from the URL (spec §2, §9). */
export const MARKETING_TAGS = ['ctag', 'btag', 'stag', 'qtag', 'gclid'] as const;
export const marketingTagSchema = z.string().trim().min(1).max(200);
export const marketingTagsSchema = z
  .object(Object.fromEntries(MARKETING_TAGS.map((tag) => [tag, marketingTagSchema.optional()])))
  .strict();
export type MarketingTags = Partial<Record<(typeof MARKETING_TAGS)[number], string>>;

export const signUpRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  currency: currencyCodeSchema,
  country: countryCodeSchema,
  locale: localeSchema.optional(),
  marketing_tags: marketingTagsSchema.optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signInRequestSchema = z.object({
  email: emailSchema,
  // No strength rule here: the answer must not tell a weak guess from a wrong one.
  password: z.string().min(1, 'is required').max(128, 'must be at most 128 characters'),
});

export const emailRequestSchema = z.object({ email: emailSchema });
export const confirmationRequestSchema = z.object({ confirmation_token: z.string().min(16).max(200) });
export const passwordResetRequestSchema = z.object({
  reset_password_token: z.string().min(16).max(200),
  password: passwordSchema,
});

/** An answer that only says what happens next ("check your mail"), whatever the account's state. */
export const messageResponseSchema = z.object({ message: z.string() });

/** Following the confirmation link confirms the address and signs the player in when nothing keeps them out. */
export const confirmationResponseSchema = z.object({ message: z.string(), signed_in: z.boolean() });

/** Profile fields a player must fill before a deposit (auth_fields_missed). */
export const REQUIRED_PROFILE_FIELDS = ['first_name', 'last_name', 'date_of_birth'] as const;
export type RequiredProfileField = (typeof REQUIRED_PROFILE_FIELDS)[number];

/**
 * GET /player. A visitor gets the same shape with id null (200, not 401), so the shell can set "not logged in"
 * from one call; isLoggedIn = id !== null && !blocked.
 */
export const playerProfileSchema = z.object({
  id: z.number().int().nullable(),
  blocked: z.boolean(),
  email: z.string().nullable(),
  email_confirmed: z.boolean(),
  phone: z.string().nullable(),
  phone_verified: z.boolean(),
  name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  nickname: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  locale: z.string(),
  currency: z.string().nullable(),
  statuses: z.array(z.object({ id: z.string() })),
  serasa: z.object({ pve: z.boolean() }),
  auth_fields_missed: z.array(z.enum(REQUIRED_PROFILE_FIELDS)),
  country: z.object({ code: z.string(), name: z.string() }).nullable(),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

export const playerQuerySchema = z.object({
  stag: marketingTagSchema.optional(),
  locale: localeSchema.optional(),
});

const personNameSchema = z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters');
export const updateProfileRequestSchema = z
  .object({
    first_name: personNameSchema.optional(),
    last_name: personNameSchema.optional(),
    nickname: z.string().trim().min(2).max(40).optional(),
    date_of_birth: birthDateSchema.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'must contain at least one field');

export const currencyRequestSchema = z.object({ currency: currencyCodeSchema });
export const localeRequestSchema = z.object({ locale: localeSchema });
export const localeResponseSchema = z.object({ locale: localeSchema });

/** Phone verification (spec §4: the modal opens after login when required and not verified). */
export const phoneVerificationSchema = z.object({
  isVerified: z.boolean(),
  required: z.boolean(),
  phone: z.string().nullable(),
});
export const phoneSendRequestSchema = z.object({
  phone: z
    .string()
    .trim()
    .transform((text) => text.replace(/[\s()-]/g, ''))
    .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be an international number such as +4915112345678')),
});
export const phoneConfirmRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be the 6-digit code'),
});

/** The country the request comes from and whether sign-in and sign-up are open there. */
export const requestCountrySchema = z.object({
  country: z.object({ code: z.string(), name: z.string() }).nullable(),
  blocked: z.boolean(),
});

/** Error codes of the platform API (the `code` of the error body). */
export const PLATFORM_ERROR_CODES = {
  invalidCredentials: 'invalid_credentials',
  emailNotConfirmed: 'email_not_confirmed',
  accountLocked: 'account_locked',
  countryBlocked: 'country_blocked',
  selfExcluded: 'self_excluded',
  coolingOff: 'cooling_off',
  csrfTokenInvalid: CSRF_REFUSED_CODE,
  unknownCurrency: 'unknown_currency',
  invalidToken: 'invalid_token',
  underAge: 'under_age',
  phoneCodeInvalid: 'phone_code_invalid',
  phoneCodeExpired: 'phone_code_expired',
} as const;

/** Fields of the sign-up form, in the order the form asks for them (the keys of `signUpRequestSchema`). */
export const SIGN_UP_FIELDS = ['email', 'password', 'currency', 'country'] as const;

/**
 * `GET /api/platform/system-data` (spec part 1 §3 "System data"). Names (countries, market groups) are in the
 * request's locale (`?locale=`, else Accept-Language); userCountry is the country the request comes from (the
 * trusted country header), null when unknown.
 */
export const systemDataSchema = z.object({
  locales: z.array(z.object({ code: localeSchema, name: z.string() })),
  platformSettings: z.object({
    /** The locale is the first path segment (spec part 1 §2: on in this product). */
    locale_in_url: z.boolean(),
    default_locale: localeSchema,
    /** Countries where sign-in and sign-up are refused (spec part 1 §5). */
    blocked_countries: z.array(z.string()),
    phone_verification_required: z.boolean(),
    /** Missed required profile fields must be filled before a deposit (spec part 1 §5). */
    deposit_requires_profile: z.boolean(),
  }),
  playerFields: z.object({
    sign_up: z.array(z.enum(SIGN_UP_FIELDS)),
    /** Profile fields a deposit needs when platformSettings.deposit_requires_profile is on. */
    required_before_deposit: z.array(z.enum(REQUIRED_PROFILE_FIELDS)),
  }),
  currencies: z.array(
    z.object({
      code: z.string(),
      fiat: z.boolean(),
      subcurrencies: z.array(z.object({ subunits: z.number() })),
    }),
  ),
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
  userCountry: z.object({ code: z.string() }).nullable(),
  /** Market groups keyed by groupKey, named in the request's locale; lower priority comes first. */
  marketGroups: z.record(
    z.string(),
    z.object({ groupKey: z.string(), name: z.string(), priority: z.number() }),
  ),
  defaultCurrencyCode: z.string(),
});
export type SystemData = z.infer<typeof systemDataSchema>;

export const systemDataQuerySchema = z.object({ locale: localeSchema.optional() });
