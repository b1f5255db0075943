import {
  type BetLimitsSettings,
  betsPageSchema,
  betsQuerySchema,
  placementRequestSchema,
  placementResponseSchema,
  type SettingsResponse,
  settingsResponseSchema,
  settingsUpdateSchema,
} from '@sportsbook/contracts/betting';
import type { CurrencyAmount, CurrencyAmountAction } from '@sportsbook/domain/bet-limits';
import { ODDS_TYPES } from '@sportsbook/domain/odds-formats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { currentPlayer, requirePlayer } from '../../http/session';
import { betsHistory } from './history';
import { type OperatorSettingsConfig, readOperatorSettings } from './operator-settings';
import { answerRefusal } from './refusal-answer';
import type { BettingService } from './service';
import { readSettings, writeSettings } from './settings';

/** Operator bet limits in the spec's snake_case (part 2 §3 bet_limits_settings). */
function betLimitsSettings(service: BettingService): BetLimitsSettings {
  const limits = service.config.betLimits;
  const amounts = (list: readonly CurrencyAmount[] = []) =>
    list.map((entry) => ({ currency_code: entry.currencyCode, amount: entry.amount }));
  const amountActions = (list: readonly CurrencyAmountAction[] = []) =>
    list.map((entry) => ({ currency_code: entry.currencyCode, amount: entry.amount, action: entry.action }));
  return {
    max_stake_limit: {
      fiat: amounts(limits.maxStakeLimit?.fiat),
      crypto: amounts(limits.maxStakeLimit?.crypto),
    },
    payout_limit: {
      fiat: amountActions(limits.payoutLimit?.fiat),
      crypto: amountActions(limits.payoutLimit?.crypto),
    },
    selection_limit: limits.selectionLimit ?? null,
    odds_limit: limits.oddsLimit ?? null,
  };
}

/**
 * `POST /v3/bets` places bets (idempotency key in `meta.idempotency_key` or the `Idempotency-Key` header); a
 * refusal the service throws (BetRefused) leaves with its status here (refusal-answer.ts);
 * `GET` and `POST /settings` read and change the player's sportsbook settings.
 */
export const bettingRoutes =
  (options: {
    db: Database;
    service: BettingService;
    operator: OperatorSettingsConfig;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, service, operator } = options;

    app.post(
      '/v3/bets',
      {
        preHandler: requirePlayer,
        schema: { body: placementRequestSchema, response: { 200: placementResponseSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const header = request.headers['idempotency-key'];
        const headerKey =
          typeof header === 'string' && header.length >= 8 && header.length <= 200 ? header : undefined;
        const outcome = await service.place(player, request.body, headerKey).catch(answerRefusal);
        return outcome.placed;
      },
    );

    app.get(
      '/v3/bets',
      {
        preHandler: requirePlayer,
        schema: { querystring: betsQuerySchema, response: { 200: betsPageSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        return betsHistory(db, player.id, request.query, service.config);
      },
    );

    // A visitor (playerId null) gets the defaults of the player's part with the operator's part.
    const view = async (playerId: number | null): Promise<SettingsResponse> => {
      const [settings, operatorSettings] = await Promise.all([
        readSettings(db, playerId, service.config),
        readOperatorSettings(db, operator),
      ]);
      return {
        ...operatorSettings,
        stakes: settings.stakes,
        auto_accept_odds_change: settings.autoAcceptOddsChange,
        odds_type: settings.oddsType,
        odds_types: { available: [...ODDS_TYPES], selected: settings.oddsType },
        updated_at: settings.updatedAt?.toISOString() ?? null,
        bet_limits_settings: betLimitsSettings(service),
        custom_bet_enabled: true,
        custom_bet_allow_single: false,
        multi_bet_settings: { available_by_provider: service.config.multiSingleByProvider },
        allow_multiple_active_user_freebets: service.config.allowMultipleActiveUserFreebets,
        cashout_settings: { min_share_bp: service.config.cashout.minShareBp },
      };
    };

    app.get('/settings', { schema: { response: { 200: settingsResponseSchema } } }, async (request) =>
      view((await currentPlayer(request))?.id ?? null),
    );

    app.post(
      '/settings',
      {
        preHandler: requirePlayer,
        schema: { body: settingsUpdateSchema, response: { 200: settingsResponseSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const before = await readSettings(db, player.id, service.config);
        await writeSettings(
          db,
          player.id,
          {
            stakes: request.body.stakes ?? before.stakes,
            autoAcceptOddsChange: request.body.auto_accept_odds_change ?? before.autoAcceptOddsChange,
            oddsType: request.body.odds_type ?? before.oddsType,
          },
          new Date(),
        );
        return view(player.id);
      },
    );
  };
