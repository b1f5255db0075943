import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../core/clock';
import { DEMO_STAFF } from './demo-staff';
import { totpCode } from './totp';

/**
 * Development only (never registered in production): the demo staff accounts with their TOTP secrets and the
 * code of this moment, which `npm start` prints so a new user can sign in to the back office.
 */
export const demoStaffRoutes =
  (clock: Clock): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/dev/demo-staff',
      {
        schema: {
          response: {
            200: z.object({
              staff: z.array(
                z.object({
                  email: z.string(),
                  role: z.string(),
                  password: z.string(),
                  totp_secret: z.string(),
                  current_code: z.string(),
                }),
              ),
            }),
          },
        },
      },
      async () => ({
        staff: DEMO_STAFF.map((member) => ({
          email: member.email,
          role: member.role,
          password: member.password,
          totp_secret: member.totpSecret,
          current_code: totpCode(member.totpSecret, clock()),
        })),
      }),
    );
  };
