import { AFFILIATE_COOKIE } from '@sportsbook/contracts/cookies';
import {
  localeRequestSchema,
  localeResponseSchema,
  marketingTagSchema,
  PLATFORM_ERROR_CODES,
  playerProfileSchema,
  playerQuerySchema,
  requestCountrySchema,
  updateProfileRequestSchema,
} from '@sportsbook/contracts/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { baseCookieOptions } from '../../http/cookies';
import { HttpError } from '../../http/errors';
import { currentPlayer, requirePlayer } from '../../http/session';
import { unstorableText } from '../../http/storable-text';
import { countryName, isCountryBlocked, requestCountry } from './geo';
import type { PlatformContext } from './platform-context';
import { toProfile, visitorProfile } from './profile';
import { updatePlayer } from './repository';

/** Spec §9: the affiliate cookie from stag lives 30 days. */
export const AFFILIATE_COOKIE_SECONDS = 30 * 24 * 3600;

/**
 * The affiliate tag sign-up records from the cookie: only a value `GET /player?stag=` could have set. Any other
 * (forged, or set before the edge text rule) is ignored rather than refused, since the player cannot clear an
 * httpOnly cookie and would otherwise be kept from signing up for its 30 days.
 */
export function affiliateTag(cookie: string | undefined): string | undefined {
  const parsed = marketingTagSchema.safeParse(cookie);
  return parsed.success && unstorableText(parsed.data) === undefined ? parsed.data : undefined;
}
const MINIMUM_AGE_YEARS = 18;

export function isAdult(dateOfBirth: string, today: Date): boolean {
  const [year, month, day] = dateOfBirth.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const adultFrom = Date.UTC(year + MINIMUM_AGE_YEARS, month - 1, day);
  return adultFrom <= today.getTime();
}

/** The player profile, locale and the country check. */
export const profileRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/platform/player',
      { schema: { querystring: playerQuerySchema, response: { 200: playerProfileSchema } } },
      async (request, reply) => {
        if (request.query.stag) {
          reply.setCookie(AFFILIATE_COOKIE, request.query.stag, {
            ...baseCookieOptions(ctx.config.publicUrl),
            httpOnly: true,
            maxAge: AFFILIATE_COOKIE_SECONDS,
          });
        }
        const player = await currentPlayer(request);
        if (player) return toProfile(player.row, ctx.config);
        if (request.cookies.sb_session) app.platformSessions.clearCookie(reply);
        return visitorProfile(requestCountry(request, ctx.config), request.query.locale ?? 'en');
      },
    );

    app.put(
      '/api/platform/player/profile',
      {
        preHandler: requirePlayer,
        schema: { body: updateProfileRequestSchema, response: { 200: playerProfileSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const { first_name, last_name, nickname, date_of_birth } = request.body;
        if (date_of_birth !== undefined && !isAdult(date_of_birth, ctx.clock())) {
          throw new HttpError(
            400,
            PLATFORM_ERROR_CODES.underAge,
            `You must be at least ${MINIMUM_AGE_YEARS} to play.`,
            {
              details: [
                { field: 'body.date_of_birth', message: `must be at least ${MINIMUM_AGE_YEARS} years ago` },
              ],
            },
          );
        }
        const row = await updatePlayer(ctx.db, player.id, {
          ...(first_name === undefined ? {} : { firstName: first_name }),
          ...(last_name === undefined ? {} : { lastName: last_name }),
          ...(nickname === undefined ? {} : { nickname }),
          ...(date_of_birth === undefined ? {} : { dateOfBirth: date_of_birth }),
        });
        return toProfile(row ?? player.row, ctx.config);
      },
    );

    app.put(
      '/api/platform/player/locale',
      {
        preHandler: requirePlayer,
        schema: { body: localeRequestSchema, response: { 200: localeResponseSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        await updatePlayer(ctx.db, player.id, { locale: request.body.locale });
        return { locale: request.body.locale };
      },
    );

    app.get(
      '/api/platform/country',
      { schema: { response: { 200: requestCountrySchema } } },
      async (request) => {
        const code = requestCountry(request, ctx.config);
        return {
          country: code ? { code, name: countryName(code) } : null,
          blocked: isCountryBlocked(code, ctx.config),
        };
      },
    );
  };
