import { idSchema } from '@sportsbook/contracts/ids';
import { timelineResponseSchema } from '@sportsbook/contracts/match-info';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../core/domain-error';
import type { Database } from '../../db/client';
import { matchInfoRepository } from './repository';

const idParams = z.object({ id: idSchema });

/** Match info under /api/sportsbook: the tracker's timeline (ADR 031). */
export const matchInfoRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const repo = matchInfoRepository(db);

    async function knownMatch(id: number) {
      const match = await repo.match(id);
      if (!match) throw notFound('Match');
      return match;
    }

    // Not kept in the read cache: it changes with every incident, and a late page wants the newest.
    app.get(
      '/matches/:id/timeline',
      { schema: { params: idParams, response: { 200: timelineResponseSchema } } },
      async (request) => {
        const match = await knownMatch(request.params.id);
        return { match_id: match.id, incidents: await repo.timeline(match.id) };
      },
    );
  };
