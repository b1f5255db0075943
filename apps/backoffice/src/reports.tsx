import type {
  BonusCostReport,
  LiabilityReport,
  PastPostingReport,
  REVENUE_GROUPINGS,
  RevenueReport,
} from '@sportsbook/contracts/backoffice-reports';
import { findCurrency, toMajorString } from '@sportsbook/domain/money';
import { REPORT_MAX_DAYS, reportWindow, utcDay } from '@sportsbook/domain/reports';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { api } from './api';
import { type MessageKey, t } from './i18n';
import { TableWrap } from './table-wrap';

type Grouping = (typeof REVENUE_GROUPINGS)[number];
type Range = { from: string; to: string };

const DAY_MS = 86_400_000;
/** The last seven UTC days, today included: what a desk looks at first. */
const lastWeek = (): Range => ({ from: utcDay(new Date(Date.now() - 6 * DAY_MS)), to: utcDay(new Date()) });

/** Minor units in the currency's major unit ("1050" EUR -> "10.50"), the code left to its own column. */
const money = (minor: number, code: string) => {
  const currency = findCurrency(code);
  return currency ? toMajorString(minor, currency) : String(minor);
};
/** Basis points as a percentage with two places (525 -> "5.25 %"); a dash where a hold means nothing. */
const holdText = (bp: number | null) => (bp === null ? '–' : `${(bp / 100).toFixed(2)} %`);
const moment = (iso: string | null) =>
  iso ? new Date(iso).toISOString().replace('T', ' ').slice(0, 19) : '';

/** The address of a report (JSON for the screen, CSV for the download links), under the same origin. */
const reportPath = (name: string, params: Record<string, string>) =>
  `/reports/${name}?${new URLSearchParams(params).toString()}`;
const csvHref = (name: string, params: Record<string, string>) =>
  `/api/backoffice${reportPath(name, { ...params, format: 'csv' })}`;

/**
 * Reports (ADR 041) for `reports.read`: revenue per day, sport and market kind, open liability, bonus cost, the
 * past-posting report, each with its CSV, and the regulator's wager export, for a range of UTC days.
 */
export function Reports() {
  const [range, setRange] = useState<Range>(lastWeek);
  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title">{t('reports.title')}</h1>
      <RangeForm range={range} onApply={setRange} />
      <div className="actions">
        <a className="button primary" href={csvHref('wagers', range)} download>
          {t('reports.wagers.download', range)}
        </a>
      </div>
      <p>{t('reports.wagers.note')}</p>
      {(['day', 'sport', 'market'] as const).map((by) => (
        <RevenueTable key={by} range={range} by={by} />
      ))}
      <LiabilityTable />
      <BonusCostTable range={range} />
      <PastPostingTable range={range} />
    </section>
  );
}

/** Two UTC days, applied together: a half-typed date never fires a query. */
function RangeForm({ range, onApply }: { range: Range; onApply: (range: Range) => void }) {
  const [draft, setDraft] = useState(range);
  const [invalid, setInvalid] = useState(false);
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const valid = reportWindow(draft.from, draft.to) !== null;
    setInvalid(!valid);
    if (valid) onApply(draft);
  };
  return (
    <form className="actions" onSubmit={apply} aria-label={t('reports.range')}>
      <label htmlFor={fromId}>
        {t('reports.from')}
        <input
          id={fromId}
          type="date"
          required
          value={draft.from}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </label>
      <label htmlFor={toId}>
        {t('reports.to')}
        <input
          id={toId}
          type="date"
          required
          value={draft.to}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </label>
      <button type="submit" className="primary">
        {t('reports.apply')}
      </button>
      <p id={errorId} role="alert" className="error">
        {invalid ? t('reports.invalidRange', { days: REPORT_MAX_DAYS }) : ''}
      </p>
    </form>
  );
}

/** A report's heading, its CSV link, and the table, a loading line or a plain sentence when it has no rows. */
function ReportBlock(props: {
  id: string;
  title: string;
  csv: string;
  pending: boolean;
  failed: boolean;
  empty: MessageKey;
  count: number;
  children: ReactNode;
}) {
  return (
    <section className="report" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      <a href={props.csv} download>
        {t('reports.csv', { report: props.title })}
      </a>
      {props.pending ? <p>{t('common.loading')}</p> : null}
      {props.failed ? <p className="error">{t('reports.failed')}</p> : null}
      {!props.pending && !props.failed && props.count === 0 ? <p>{t(props.empty)}</p> : null}
      {props.count > 0 ? <TableWrap label={props.title}>{props.children}</TableWrap> : null}
    </section>
  );
}

/** Column headings, the numeric ones right-aligned like their figures. */
function Head({ columns }: { columns: [MessageKey, boolean?][] }) {
  return (
    <thead>
      <tr>
        {columns.map(([key, numeric]) => (
          <th key={key} scope="col" className={numeric ? 'num' : undefined}>
            {t(key)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

const GROUP_TITLES: Record<Grouping, MessageKey> = {
  day: 'reports.revenue.byDay',
  sport: 'reports.revenue.bySport',
  market: 'reports.revenue.byMarket',
};

function RevenueTable({ range, by }: { range: Range; by: Grouping }) {
  const params = { ...range, by };
  const report = useQuery({
    queryKey: ['reports', 'revenue', params],
    queryFn: () => api<RevenueReport>('GET', reportPath('revenue', params)),
  });
  const rows = report.data?.rows ?? [];
  const title = t(GROUP_TITLES[by]);
  return (
    <ReportBlock
      id={`revenue-${by}`}
      title={title}
      csv={csvHref('revenue', params)}
      pending={report.isPending}
      failed={report.isError}
      empty="reports.revenue.empty"
      count={rows.length}
    >
      <table>
        <caption className="visually-hidden">{title}</caption>
        <Head
          columns={[
            [`reports.group.${by}`],
            ['reports.currency'],
            ['reports.bets', true],
            ['reports.handle', true],
            ['reports.payouts', true],
            ['reports.ggr', true],
            ['reports.hold', true],
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.key}|${row.currency}`}>
              <th scope="row">{row.key === 'mixed' ? t('reports.mixed') : row.label}</th>
              <td>{row.currency}</td>
              <td className="num">{row.bets}</td>
              <td className="num">{money(row.handle, row.currency)}</td>
              <td className="num">{money(row.payouts, row.currency)}</td>
              <td className="num">{money(row.ggr, row.currency)}</td>
              <td className="num">{holdText(row.hold_bp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportBlock>
  );
}

function LiabilityTable() {
  const report = useQuery({
    queryKey: ['reports', 'liability'],
    queryFn: () => api<LiabilityReport>('GET', '/reports/liability'),
  });
  const rows = report.data?.rows ?? [];
  const title = t('reports.liability.title');
  return (
    <ReportBlock
      id="liability"
      title={title}
      csv="/api/backoffice/reports/liability?format=csv"
      pending={report.isPending}
      failed={report.isError}
      empty="reports.liability.empty"
      count={rows.length}
    >
      <table>
        <caption className="visually-hidden">{title}</caption>
        <Head
          columns={[
            ['reports.currency'],
            ['reports.bets', true],
            ['reports.stakes', true],
            ['reports.liability', true],
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.currency}>
              <th scope="row">{row.currency}</th>
              <td className="num">{row.bets}</td>
              <td className="num">{money(row.stakes, row.currency)}</td>
              <td className="num">{money(row.liability, row.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.data ? <p>{t('reports.liability.at', { at: moment(report.data.at) })}</p> : null}
    </ReportBlock>
  );
}

function BonusCostTable({ range }: { range: Range }) {
  const report = useQuery({
    queryKey: ['reports', 'bonus-cost', range],
    queryFn: () => api<BonusCostReport>('GET', reportPath('bonus-cost', range)),
  });
  const rows = report.data?.rows ?? [];
  const title = t('reports.bonus.title');
  return (
    <ReportBlock
      id="bonus-cost"
      title={title}
      csv={csvHref('bonus-cost', range)}
      pending={report.isPending}
      failed={report.isError}
      empty="reports.bonus.empty"
      count={rows.length}
    >
      <table>
        <caption className="visually-hidden">{title}</caption>
        <Head
          columns={[
            ['reports.group.day'],
            ['reports.currency'],
            ['reports.bonus.paid', true],
            ['reports.bonus.returned', true],
            ['reports.bonus.cost', true],
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.day}|${row.currency}`}>
              <th scope="row">{row.day}</th>
              <td>{row.currency}</td>
              <td className="num">{money(row.paid, row.currency)}</td>
              <td className="num">{money(row.returned, row.currency)}</td>
              <td className="num">{money(row.cost, row.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportBlock>
  );
}

function PastPostingTable({ range }: { range: Range }) {
  const report = useQuery({
    queryKey: ['reports', 'past-posting', range],
    queryFn: () => api<PastPostingReport>('GET', reportPath('past-posting', range)),
  });
  const rows = report.data?.rows ?? [];
  const title = t('reports.pastPosting.title');
  return (
    <ReportBlock
      id="past-posting"
      title={title}
      csv={csvHref('past-posting', range)}
      pending={report.isPending}
      failed={report.isError}
      empty="reports.pastPosting.empty"
      count={rows.length}
    >
      <p className="error">{t('reports.pastPosting.found', { count: rows.length })}</p>
      <table>
        <caption className="visually-hidden">{title}</caption>
        <Head
          columns={[
            ['reports.pastPosting.bet'],
            ['reports.pastPosting.player'],
            ['reports.pastPosting.market'],
            ['reports.pastPosting.acceptedAt'],
            ['reports.pastPosting.stoppedAt'],
            ['reports.pastPosting.reopenedAt'],
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.bet_id}|${row.market_id}|${row.specifier}|${row.stopped_at}`}>
              <th scope="row">{row.ref}</th>
              <td>{row.player_id}</td>
              <td>
                {row.match_id}|{row.market_id}|{row.specifier}
              </td>
              <td>{moment(row.accepted_at)}</td>
              <td>{moment(row.stopped_at)}</td>
              <td>{moment(row.reopened_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportBlock>
  );
}
