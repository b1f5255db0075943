import type { AuditEntry, AuditVerification } from '@sportsbook/contracts/backoffice';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { api } from './api';
import { DataTable, TableWrap } from './data-table';
import { t } from './i18n';

interface Page {
  data: AuditEntry[];
  next_before_id: number | null;
}

/** The audit log, newest first, and the chain's verification. */
export function AuditLog() {
  const pages = useInfiniteQuery({
    queryKey: ['audit'],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) =>
      api<Page>('GET', `/audit-log?limit=50${pageParam ? `&before_id=${pageParam}` : ''}`),
    getNextPageParam: (last) => last.next_before_id,
  });
  const verify = useMutation({ mutationFn: () => api<AuditVerification>('POST', '/audit-log/verify', {}) });
  const rows = pages.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">{t('audit.title')}</h1>
      <button type="button" className="primary" onClick={() => verify.mutate()} disabled={verify.isPending}>
        {t('audit.verify')}
      </button>
      <p role="status" className={verify.data?.ok === false ? 'error' : 'ok'}>
        {verify.data
          ? verify.data.ok
            ? t('audit.verified', { count: verify.data.checked })
            : t('audit.broken', { id: verify.data.first_broken_id ?? '?' })
          : ''}
      </p>
      <TableWrap label={t('nav.audit')}>
        <DataTable
          columns={[
            '#',
            t('audit.when'),
            t('audit.who'),
            t('audit.what'),
            t('audit.target'),
            t('audit.outcome'),
            t('audit.reason'),
            t('audit.hash'),
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.id}</td>
              <td>{new Date(row.at).toLocaleString()}</td>
              <td>
                {row.actor} ({row.role})
              </td>
              <td>{row.action}</td>
              <td>{row.target ?? ''}</td>
              <td>{row.outcome}</td>
              <td>{row.reason ?? ''}</td>
              <td className="hash">{row.hash.slice(0, 16)}…</td>
            </tr>
          ))}
        </DataTable>
      </TableWrap>
      {pages.hasNextPage ? (
        <button type="button" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
          {t('audit.more')}
        </button>
      ) : null}
    </section>
  );
}
