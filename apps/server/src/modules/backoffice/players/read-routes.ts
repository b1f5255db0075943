import {
  grantableCampaignsSchema,
  pendingAdjustmentsSchema,
  playerBetsQuerySchema,
  playerBetsSchema,
  playerPathParamsSchema,
  playerProfileSchema,
  playerSearchQuerySchema,
  playerSearchSchema,
  playerTransactionsQuerySchema,
  playerTransactionsSchema,
} from '@sportsbook/contracts/backoffice-players';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../core/domain-error';
import type { Database } from '../../../db/client';
import { bonusCampaigns } from '../../../db/schema/bonuses';
import type { PlatformContext } from '../../../platform/context';
import { activeExclusion, limitHistory } from '../../limits';
import { playerAccounts, transactionsPage } from '../../wallet';
import { pendingAdjustments } from './adjustments';
import {
  adjustmentsOf,
  findPlayer,
  playerBets,
  playerNotesOf,
  searchPlayers,
  summaryView,
} from './repository';

async function existingPlayer(db: Database, id: number) {
  const row = await findPlayer(db, id);
  if (!row) throw notFound('Player');
  return row;
}

/** What the Players screen reads (ADR 038): search, a profile, its ledger history and bets, and what waits. */
export const playerReadRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock } = ctx;
    const read = { permission: 'players.read' } as const;

    app.get(
      '/players',
      {
        config: read,
        schema: { querystring: playerSearchQuerySchema, response: { 200: playerSearchSchema } },
      },
      async (request) => {
        const { data, hasMore } = await searchPlayers(db, request.query);
        return { data, has_more: hasMore };
      },
    );

    app.get(
      '/players/:id',
      { config: read, schema: { params: playerPathParamsSchema, response: { 200: playerProfileSchema } } },
      async (request) => {
        const row = await existingPlayer(db, request.params.id);
        const now = clock();
        const [accounts, limits, notes, adjustments, exclusion] = await Promise.all([
          playerAccounts(db, row),
          limitHistory(db, row.id),
          playerNotesOf(db, row.id),
          adjustmentsOf(db, row.id),
          activeExclusion(db, row.id, now),
        ]);
        const running = (type: 'selfexclusion' | 'coolingoff') =>
          exclusion?.type === type ? { ends_at: exclusion.endsAt?.toISOString() ?? null } : null;
        return {
          ...summaryView(row),
          nickname: row.nickname,
          date_of_birth: row.dateOfBirth,
          locale: row.locale,
          verification: {
            email_confirmed_at: row.emailConfirmedAt?.toISOString() ?? null,
            phone: row.phone,
            phone_verified_at: row.phoneVerifiedAt?.toISOString() ?? null,
            profile_complete: Boolean(row.firstName && row.lastName && row.dateOfBirth),
          },
          status: {
            blocked: row.blocked,
            self_excluded: running('selfexclusion'),
            cooling_off: running('coolingoff'),
          },
          balances: accounts.map(({ currency, balance }) => ({ currency, balance })),
          limits,
          notes,
          adjustments,
        };
      },
    );

    app.get(
      '/players/:id/transactions',
      {
        config: read,
        schema: {
          params: playerPathParamsSchema,
          querystring: playerTransactionsQuerySchema,
          response: { 200: playerTransactionsSchema },
        },
      },
      async (request) => {
        const row = await existingPlayer(db, request.params.id);
        const { page, limit } = request.query;
        const { items, total } = await transactionsPage(db, row.id, { page, limit });
        return { items, page, limit, total };
      },
    );

    app.get(
      '/players/:id/bets',
      {
        config: read,
        schema: {
          params: playerPathParamsSchema,
          querystring: playerBetsQuerySchema,
          response: { 200: playerBetsSchema },
        },
      },
      async (request) => {
        const row = await existingPlayer(db, request.params.id);
        const { data, nextBeforeId } = await playerBets(db, row.id, request.query);
        return { data, next_before_id: nextBeforeId };
      },
    );

    app.get(
      '/players/adjustments',
      { config: read, schema: { response: { 200: pendingAdjustmentsSchema } } },
      async () => ({ data: await pendingAdjustments(db, clock()) }),
    );

    // The campaigns support may grant by hand: running campaigns with the manual trigger.
    app.get(
      '/players/grantable-campaigns',
      { config: read, schema: { response: { 200: grantableCampaignsSchema } } },
      async () => {
        const now = clock();
        const rows = await db
          .select()
          .from(bonusCampaigns)
          .where(
            and(
              eq(bonusCampaigns.trigger, 'manual'),
              eq(bonusCampaigns.status, 'active'),
              lte(bonusCampaigns.validFrom, now),
              gt(bonusCampaigns.validTo, now),
            ),
          )
          .orderBy(asc(bonusCampaigns.id));
        return {
          data: rows.map((row) => ({
            id: row.id,
            name: row.name,
            kind: row.kind,
            valid_to: row.validTo.toISOString(),
          })),
        };
      },
    );
  };
