import { Readable } from 'node:stream';
import {
  bonusCostReportSchema,
  liabilityReportSchema,
  pastPostingReportSchema,
  reportRangeQuerySchema,
  revenueQuerySchema,
  revenueReportSchema,
  WAGER_EXPORT_COLUMNS,
} from '@sportsbook/contracts/backoffice-reports';
import { REPORT_MAX_DAYS, reportWindow } from '@sportsbook/domain/reports';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../../http/errors';
import type { PlatformContext } from '../../../platform/context';
import { appendAudit } from '../audit-chain';
import { actorName } from '../staff-actor';
import { type CsvValue, csvDocument } from './csv';
import { bonusCostRows, liabilityReport, revenueRows } from './revenue';
import { pastPostedRows, wagerExportLines } from './wagers';

const permission = 'reports.read' as const;

/** The whole UTC days asked for, or a 400 naming what is wrong (nothing read). */
function windowOf(query: { from: string; to: string }) {
  const window = reportWindow(query.from, query.to);
  if (!window) {
    throw badRequest(`Invalid range: from must be a day on or before to, at most ${REPORT_MAX_DAYS} days`, [
      { field: 'querystring.to', message: `on or after from, at most ${REPORT_MAX_DAYS} days later` },
    ]);
  }
  return window;
}

/** CSV when the query says `format=csv` or the caller accepts `text/csv` (and did not ask for JSON). */
function wantsCsv(request: FastifyRequest, format: 'json' | 'csv' | undefined): boolean {
  if (format) return format === 'csv';
  return (request.headers.accept ?? '').includes('text/csv');
}

function sendCsv<Column extends string>(
  reply: FastifyReply,
  name: string,
  columns: readonly Column[],
  rows: readonly Readonly<Record<Column, CsvValue>>[],
) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(csvDocument(columns, rows));
}

const REVENUE_COLUMNS = ['key', 'label', 'currency', 'bets', 'handle', 'payouts', 'ggr', 'hold_bp'] as const;
const LIABILITY_COLUMNS = ['currency', 'bets', 'stakes', 'liability'] as const;
const BONUS_COLUMNS = ['day', 'currency', 'paid', 'returned', 'cost'] as const;
const PAST_POSTED_COLUMNS = [
  'bet_id',
  'ref',
  'player_id',
  'accepted_at',
  'match_id',
  'market_id',
  'specifier',
  'stopped_at',
  'reopened_at',
] as const;

/**
 * Reports (ADR 041), all read-only under `reports.read`: revenue per day, sport or market kind; open liability;
 * bonus cost; the past-posting report; and the regulator's wager export, streamed as CSV and written to the
 * audit log (who took which data).
 */
export const reportRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock } = ctx;

    app.get(
      '/reports/revenue',
      {
        config: { permission },
        schema: { querystring: revenueQuerySchema, response: { 200: revenueReportSchema } },
      },
      async (request, reply) => {
        const { from, to, by, format } = request.query;
        const rows = await revenueRows(db, windowOf(request.query), by);
        if (wantsCsv(request, format))
          return sendCsv(reply, `revenue-by-${by}-${from}-${to}`, REVENUE_COLUMNS, rows);
        return { from, to, by, rows };
      },
    );

    app.get(
      '/reports/liability',
      {
        config: { permission },
        schema: {
          querystring: reportRangeQuerySchema.pick({ format: true }),
          response: { 200: liabilityReportSchema },
        },
      },
      async (request, reply) => {
        const report = await liabilityReport(db, clock());
        if (wantsCsv(request, request.query.format)) {
          return sendCsv(reply, `liability-${report.at.slice(0, 10)}`, LIABILITY_COLUMNS, report.rows);
        }
        return report;
      },
    );

    app.get(
      '/reports/bonus-cost',
      {
        config: { permission },
        schema: { querystring: reportRangeQuerySchema, response: { 200: bonusCostReportSchema } },
      },
      async (request, reply) => {
        const { from, to, format } = request.query;
        const rows = await bonusCostRows(db, windowOf(request.query));
        if (wantsCsv(request, format)) return sendCsv(reply, `bonus-cost-${from}-${to}`, BONUS_COLUMNS, rows);
        return { from, to, rows };
      },
    );

    app.get(
      '/reports/past-posting',
      {
        config: { permission },
        schema: { querystring: reportRangeQuerySchema, response: { 200: pastPostingReportSchema } },
      },
      async (request, reply) => {
        const { from, to, format } = request.query;
        const rows = await pastPostedRows(db, windowOf(request.query));
        if (wantsCsv(request, format)) {
          return sendCsv(reply, `past-posting-${from}-${to}`, PAST_POSTED_COLUMNS, rows);
        }
        return { from, to, rows };
      },
    );

    app.get(
      '/reports/wagers',
      {
        config: { permission, auditAction: 'reports.wager_export' },
        schema: { querystring: reportRangeQuerySchema },
      },
      async (request, reply) => {
        const { from, to } = request.query;
        const window = windowOf(request.query);
        await db.transaction((tx) =>
          appendAudit(tx, {
            at: clock(),
            ...actorName(request.backofficeActor ?? { kind: 'anonymous' }),
            action: 'reports.wager_export',
            target: `range:${from}..${to}`,
            outcome: 'done',
            before: null,
            after: { from, to },
            reason: null,
          }),
        );
        const lines = Readable.from(wagerExportLines(db, window, WAGER_EXPORT_COLUMNS));
        lines.on('error', (err) => request.log.error({ err }, 'wager export broke off'));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="wagers-${from}-${to}.csv"`)
          .send(lines);
      },
    );
  };
