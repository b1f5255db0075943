import { idSchema } from '@sportsbook/contracts/ids';
import {
  statisticsQuerySchema,
  statisticsResponseSchema,
  streamsResponseSchema,
  timelineResponseSchema,
  videoResponseSchema,
} from '@sportsbook/contracts/match-info';
import { matchPreview } from '@sportsbook/feed/preview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../core/domain-error';
import type { Database } from '../../db/client';
import { matchInfoRepository } from './repository';
import { demoStreamProvider, type StreamProvider } from './stream-providers';

const idParams = z.object({ id: idSchema });

/** Match info under /api/sportsbook: the tracker's timeline and the preview's statistics (ADR 031). */
export const matchInfoRoutes =
  (db: Database, streams: StreamProvider = demoStreamProvider): FastifyPluginAsyncZod =>
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

    // The preview is made up from the tournament's field as the catalogue holds it (ADR 031): no table of its own.
    app.get(
      '/matches/:id/statistics',
      {
        schema: {
          params: idParams,
          querystring: statisticsQuerySchema,
          response: { 200: statisticsResponseSchema },
        },
      },
      async (request) => {
        const match = await knownMatch(request.params.id);
        const input = await repo.previewInput(match);
        if (!input) throw notFound('Match statistics');
        const preview = matchPreview(input);
        const type = request.query.type;
        if (type === 'form') return { match_id: match.id, type, ...preview.form };
        if (type === 'h2h') return { match_id: match.id, type, meetings: preview.h2h };
        return { match_id: match.id, type, rows: preview.standings };
      },
    );

    // Streams come from the provider only for matches the feed marked has_video (ADR 031).
    app.get(
      '/matches/:id/streams',
      { schema: { params: idParams, response: { 200: streamsResponseSchema } } },
      async (request) => {
        const match = await knownMatch(request.params.id);
        return { data: match.hasVideo ? streams.streams(match) : [] };
      },
    );

    app.get(
      '/matches/:id/video',
      { schema: { params: idParams, response: { 200: videoResponseSchema } } },
      async (request) => {
        const match = await knownMatch(request.params.id);
        if (!match.hasVideo) throw notFound('Video');
        return streams.player(match);
      },
    );
  };
