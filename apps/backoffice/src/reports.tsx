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
import { type ReactNode, useId, useState } from 'react';
import { api } from './api';
import { type Column, DataTable, TableWrap } from './data-table';
import { Field, StepForm } from './form-fields';
import { type MessageKey, t } from './i18n';

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
const reportPath = (name: string, params: Record<string, string>) => {
  const query = new URLSearchParams(params).toString();
  return query ? `/reports/${name}?${query}` : `/reports/${name}`;
};
const csvHref = (name: string, params: Record<string, string>) =>
  `/api/backoffice${reportPath(name, { ...params, format: 'csv' })}`;

/** One report for the screen, read again when its parameters change. */
const useReport = <Report,>(name: string, params: Record<string, string> = {}) =>
  useQuery({
    queryKey: ['reports', name, params],
    queryFn: () => api<Report>('GET', reportPath(name, params)),
  });

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
  const apply = () => {
    const valid = reportWindow(draft.from, draft.to) !== null;
    setInvalid(!valid);
    if (valid) onApply(draft);
  };
  return (
    <StepForm
      className="actions"
      onSubmit={apply}
      aria-label={t('reports.range')}
      submit={t('reports.apply')}
      primary
      after={
        <p id={errorId} role="alert" className="error">
          {invalid ? t('reports.invalidRange', { days: REPORT_MAX_DAYS }) : ''}
        </p>
      }
    >
      {(['from', 'to'] as const).map((end) => (
        <Field
          key={end}
          id={end === 'from' ? fromId : toId}
          label={t(end === 'from' ? 'reports.from' : 'reports.to')}
          type="date"
          required
          value={draft[end]}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onValue={(value) => setDraft({ ...draft, [end]: value })}
        />
      ))}
    </StepForm>
  );
}

/** A report's column: its heading's key, and whether its figures are right-aligned. */
type ReportColumn = MessageKey | [MessageKey, 'num'];
const columnOf = (column: ReportColumn): Column =>
  typeof column === 'string' ? t(column) : { text: t(column[0]), numeric: true };

/**
 * A report's heading, its CSV link, and the table (`before` and `after` it, lines about it), a loading line or a
 * plain sentence when it has no rows.
 */
function ReportBlock(props: {
  id: string;
  title: string;
  csv: string;
  report: { isPending: boolean; isError: boolean; data?: { rows: readonly unknown[] } | undefined };
  empty: MessageKey;
  columns: readonly ReportColumn[];
  before?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  const { isPending: pending, isError: failed } = props.report;
  const count = props.report.data?.rows.length ?? 0;
  return (
    <section className="report" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      <a href={props.csv} download>
        {t('reports.csv', { report: props.title })}
      </a>
      {pending ? <p>{t('common.loading')}</p> : null}
      {failed ? <p className="error">{t('reports.failed')}</p> : null}
      {!pending && !failed && count === 0 ? <p>{t(props.empty)}</p> : null}
      {count > 0 ? (
        <TableWrap label={props.title}>
          {props.before}
          <DataTable caption={props.title} columns={props.columns.map(columnOf)}>
            {props.children}
          </DataTable>
          {props.after}
        </TableWrap>
      ) : null}
    </section>
  );
}

const GROUP_TITLES: Record<Grouping, MessageKey> = {
  day: 'reports.revenue.byDay',
  sport: 'reports.revenue.bySport',
  market: 'reports.revenue.byMarket',
};

function RevenueTable({ range, by }: { range: Range; by: Grouping }) {
  const params = { ...range, by };
  const report = useReport<RevenueReport>('revenue', params);
  return (
    <ReportBlock
      id={`revenue-${by}`}
      title={t(GROUP_TITLES[by])}
      csv={csvHref('revenue', params)}
      report={report}
      empty="reports.revenue.empty"
      columns={[
        `reports.group.${by}`,
        'reports.currency',
        ['reports.bets', 'num'],
        ['reports.handle', 'num'],
        ['reports.payouts', 'num'],
        ['reports.ggr', 'num'],
        ['reports.hold', 'num'],
      ]}
    >
      {report.data?.rows.map((row) => (
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
    </ReportBlock>
  );
}

function LiabilityTable() {
  const report = useReport<LiabilityReport>('liability');
  return (
    <ReportBlock
      id="liability"
      title={t('reports.liability.title')}
      csv={csvHref('liability', {})}
      report={report}
      empty="reports.liability.empty"
      columns={[
        'reports.currency',
        ['reports.bets', 'num'],
        ['reports.stakes', 'num'],
        ['reports.liability', 'num'],
      ]}
      after={report.data ? <p>{t('reports.liability.at', { at: moment(report.data.at) })}</p> : null}
    >
      {report.data?.rows.map((row) => (
        <tr key={row.currency}>
          <th scope="row">{row.currency}</th>
          <td className="num">{row.bets}</td>
          <td className="num">{money(row.stakes, row.currency)}</td>
          <td className="num">{money(row.liability, row.currency)}</td>
        </tr>
      ))}
    </ReportBlock>
  );
}

function BonusCostTable({ range }: { range: Range }) {
  const report = useReport<BonusCostReport>('bonus-cost', range);
  return (
    <ReportBlock
      id="bonus-cost"
      title={t('reports.bonus.title')}
      csv={csvHref('bonus-cost', range)}
      report={report}
      empty="reports.bonus.empty"
      columns={[
        'reports.group.day',
        'reports.currency',
        ['reports.bonus.paid', 'num'],
        ['reports.bonus.returned', 'num'],
        ['reports.bonus.cost', 'num'],
      ]}
    >
      {report.data?.rows.map((row) => (
        <tr key={`${row.day}|${row.currency}`}>
          <th scope="row">{row.day}</th>
          <td>{row.currency}</td>
          <td className="num">{money(row.paid, row.currency)}</td>
          <td className="num">{money(row.returned, row.currency)}</td>
          <td className="num">{money(row.cost, row.currency)}</td>
        </tr>
      ))}
    </ReportBlock>
  );
}

function PastPostingTable({ range }: { range: Range }) {
  const report = useReport<PastPostingReport>('past-posting', range);
  return (
    <ReportBlock
      id="past-posting"
      title={t('reports.pastPosting.title')}
      csv={csvHref('past-posting', range)}
      report={report}
      empty="reports.pastPosting.empty"
      columns={[
        'reports.pastPosting.bet',
        'reports.pastPosting.player',
        'reports.pastPosting.market',
        'reports.pastPosting.acceptedAt',
        'reports.pastPosting.stoppedAt',
        'reports.pastPosting.reopenedAt',
      ]}
      before={
        <p className="error">{t('reports.pastPosting.found', { count: report.data?.rows.length ?? 0 })}</p>
      }
    >
      {report.data?.rows.map((row) => (
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
    </ReportBlock>
  );
}
