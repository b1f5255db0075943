import {
  adjustmentDecisionSchema,
  adjustmentPathParamsSchema,
  adjustmentRequestSchema,
  freebetGrantSchema,
  PLAYER_SUPPORT_ERROR_CODES,
  playerNoteBodySchema,
  playerPathParamsSchema,
  playerStepResultSchema,
  playerStepSchema,
  staffExclusionSchema,
} from '@sportsbook/contracts/backoffice-players';
import { CAMPAIGN_ERROR_CODES } from '@sportsbook/contracts/bonus-campaigns';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError, notFound } from '../../../core/domain-error';
import type { Transaction } from '../../../db/client';
import { bonusCampaigns } from '../../../db/schema/bonuses';
import { playerNotes } from '../../../db/schema/player-support';
import { players } from '../../../db/schema/players';
import { revokePlayerSessions } from '../../../http/session-repository';
import type { PlatformContext } from '../../../platform/context';
import { issueRecorded, publishIssued } from '../../bonuses';
import { setExclusionForPlayer } from '../../limits';
import { publishBalanceChanges } from '../../wallet';
import { type AuditedStep, audited } from '../audited';
import { actorName } from '../staff-actor';
import { type AdjustmentStep, approveAdjustment, declineAdjustment, requestAdjustment } from './adjustments';

const responses = { 200: playerStepResultSchema };

/** The player's row, locked for the step: steps on one player queue. */
async function lockedPlayer(tx: Transaction, id: number) {
  const [row] = await tx.select().from(players).where(eq(players.id, id)).for('update');
  if (!row) throw notFound('Player');
  return row;
}

/**
 * Support's and finance's steps on a player (ADR 038), each one audited transaction with its reason: block and
 * unblock, self-exclusion and cooling-off, notes, manual adjustments and their approval, freebet grants.
 */
export const playerStepRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock } = ctx;

    async function step<Result>(
      request: FastifyRequest,
      what: { action: string; target: string; reason: string | null },
      run: (tx: Transaction, now: Date) => Promise<AuditedStep<Result>>,
    ) {
      const now = clock();
      return audited(db, clock, request, what, (tx) => run(tx, now));
    }
    const answer = (done: { auditId: number; before: unknown; after: unknown }) => ({
      audit_id: done.auditId,
      before: done.before,
      after: done.after,
    });

    // Blocked: no sign-in (assertMaySignIn), no live session (the session lookup), so no bet; sessions end now.
    for (const [verb, blocked] of [
      ['block', true],
      ['unblock', false],
    ] as const) {
      const action = `player.${verb}`;
      app.post(
        `/players/:id/${verb}`,
        {
          config: { permission: 'players.write', auditAction: action },
          schema: { params: playerPathParamsSchema, body: playerStepSchema, response: responses },
        },
        async (request) => {
          const { id } = request.params;
          const done = await step(
            request,
            { action, target: `player:${id}`, reason: request.body.reason },
            async (tx, now) => {
              const row = await lockedPlayer(tx, id);
              await tx.update(players).set({ blocked }).where(eq(players.id, id));
              const ended = blocked ? await revokePlayerSessions(tx, id, 'blocked', now) : 0;
              return {
                before: { blocked: row.blocked },
                after: { blocked, sessions_ended: ended },
                result: null,
              };
            },
          );
          return answer(done);
        },
      );
    }

    app.post(
      '/players/:id/exclusion',
      {
        config: { permission: 'players.write', auditAction: 'player.exclusion' },
        schema: { params: playerPathParamsSchema, body: staffExclusionSchema, response: responses },
      },
      async (request) => {
        const { id } = request.params;
        const { limit, reason } = request.body;
        const done = await step(
          request,
          { action: 'player.exclusion', target: `player:${id}`, reason },
          async (tx, now) => {
            await lockedPlayer(tx, id);
            const after = await setExclusionForPlayer(tx, id, limit, now);
            return { before: null, after, result: null };
          },
        );
        return answer(done);
      },
    );

    app.post(
      '/players/:id/notes',
      {
        config: { permission: 'players.write', auditAction: 'player.note' },
        schema: { params: playerPathParamsSchema, body: playerNoteBodySchema, response: responses },
      },
      async (request) => {
        const { id } = request.params;
        const who = actorName(request.backofficeActor ?? { kind: 'anonymous' });
        const done = await step(
          request,
          { action: 'player.note', target: `player:${id}`, reason: null },
          async (tx, now) => {
            await lockedPlayer(tx, id);
            const [note] = await tx
              .insert(playerNotes)
              .values({
                playerId: id,
                staffId: who.staffId,
                author: who.actor,
                body: request.body.body,
                createdAt: now,
              })
              .returning({ id: playerNotes.id });
            return { before: null, after: { note_id: note?.id, body: request.body.body }, result: null };
          },
        );
        return answer(done);
      },
    );

    /** An adjustment step, then its balance changes published to the player after the commit. */
    async function adjustmentStep(
      request: FastifyRequest,
      what: { action: string; target: string; reason: string | null },
      run: (tx: Transaction, now: Date) => Promise<AdjustmentStep>,
    ) {
      const done = await step(request, what, async (tx, now) => {
        const changed = await run(tx, now);
        return { before: changed.before, after: changed.after, result: changed.balanceChanges };
      });
      await publishBalanceChanges(ctx.publishToPlayer, done.result, (err) =>
        request.log.error({ err }, 'balance_changed not published'),
      );
      return answer(done);
    }

    app.post(
      '/players/:id/adjustments',
      {
        config: { permission: 'players.adjust', auditAction: 'player.adjustment' },
        schema: { params: playerPathParamsSchema, body: adjustmentRequestSchema, response: responses },
      },
      async (request) => {
        const { id } = request.params;
        const actor = request.backofficeActor ?? { kind: 'anonymous' };
        return adjustmentStep(
          request,
          { action: 'player.adjustment', target: `player:${id}`, reason: request.body.reason },
          async (tx, now) => {
            await lockedPlayer(tx, id);
            return requestAdjustment(tx, actor, id, request.body, ctx.config.adjustments, now);
          },
        );
      },
    );

    for (const [verb, decide] of [
      ['approve', approveAdjustment],
      ['decline', declineAdjustment],
    ] as const) {
      const action = `player.adjustment.${verb}`;
      app.post(
        `/players/adjustments/:id/${verb}`,
        {
          config: { permission: 'players.adjust', auditAction: action },
          schema: { params: adjustmentPathParamsSchema, body: adjustmentDecisionSchema, response: responses },
        },
        async (request) => {
          const { id } = request.params;
          const actor = request.backofficeActor ?? { kind: 'anonymous' };
          return adjustmentStep(
            request,
            { action, target: `adjustment:${id}`, reason: request.body.reason ?? null },
            (tx, now) => decide(tx, actor, id, now),
          );
        },
      );
    }

    // A freebet (or any bonus) of a manual-grant campaign, through the bonus module's own issuance.
    app.post(
      '/players/:id/freebets',
      {
        config: { permission: 'players.write', auditAction: 'player.freebet_grant' },
        schema: { params: playerPathParamsSchema, body: freebetGrantSchema, response: responses },
      },
      async (request) => {
        const { id } = request.params;
        const { campaign_id: campaignId, reason } = request.body;
        const done = await step(
          request,
          { action: 'player.freebet_grant', target: `player:${id}`, reason },
          async (tx, now) => {
            await lockedPlayer(tx, id);
            const [campaign] = await tx
              .select({ trigger: bonusCampaigns.trigger })
              .from(bonusCampaigns)
              .where(eq(bonusCampaigns.id, campaignId));
            if (!campaign) throw notFound('Campaign');
            if (campaign.trigger !== 'manual') {
              throw new DomainError(
                'conflict',
                PLAYER_SUPPORT_ERROR_CODES.campaignNotManual,
                `Campaign ${campaignId} is not granted by hand (its trigger is ${campaign.trigger}).`,
              );
            }
            const { result, notified } = await issueRecorded(tx, campaignId, id, now);
            if (!result.ok) {
              throw new DomainError(
                'conflict',
                CAMPAIGN_ERROR_CODES.notIssued,
                `The campaign issues nothing: ${result.reason}`,
                { details: { reason: result.reason } },
              );
            }
            return {
              before: null,
              after: { campaign_id: campaignId, bonus: result.bonus },
              result: { bonus: result.bonus, notified },
            };
          },
        );
        await publishIssued(
          { ...ctx, onPublishError: (err) => request.log.error({ err }, 'bonus_issued not published') },
          id,
          done.result.bonus,
          done.result.notified,
        );
        return answer(done);
      },
    );
  };
