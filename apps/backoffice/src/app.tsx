import type { StaffMe } from '@sportsbook/contracts/backoffice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, api } from './api';
import { AuditLog } from './audit-log';
import { t } from './i18n';
import { Reports } from './reports';
import { SignIn } from './sign-in';
import { Trading } from './trading';

type Screen = 'trading' | 'audit' | 'reports';
const screenOf = (hash: string): Screen =>
  hash === '#audit' ? 'audit' : hash === '#reports' ? 'reports' : 'trading';

/** Signed out: the sign-in form; signed in with the second factor: the screens, chosen by the URL's fragment. */
export function App() {
  const queries = useQueryClient();
  const me = useQuery({
    queryKey: ['me'],
    queryFn: async () => {
      try {
        return await api<StaffMe>('GET', '/auth/me');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
  const [screen, setScreen] = useState<Screen>(screenOf(location.hash));
  useEffect(() => {
    const follow = () => setScreen(screenOf(location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  if (me.isPending) return <p>{t('common.loading')}</p>;
  const staff = me.data;
  if (!staff?.second_factor) {
    return (
      <main>
        <SignIn pending={staff ?? null} onSignedIn={(next) => queries.setQueryData(['me'], next)} />
      </main>
    );
  }
  const canReadReports = staff.permissions.includes('reports.read');
  const signOut = async () => {
    await api('POST', '/auth/sign-out', {});
    queries.clear();
    queries.setQueryData(['me'], null);
  };
  return (
    <>
      <header>
        <strong>{t('app.title')}</strong>
        <nav aria-label={t('app.title')}>
          <a href="#trading" aria-current={screen === 'trading' ? 'page' : undefined}>
            {t('nav.trading')}
          </a>
          <a href="#audit" aria-current={screen === 'audit' ? 'page' : undefined}>
            {t('nav.audit')}
          </a>
          {canReadReports ? (
            <a href="#reports" aria-current={screen === 'reports' ? 'page' : undefined}>
              {t('nav.reports')}
            </a>
          ) : null}
        </nav>
        <span>
          {staff.name} ({staff.role}){' '}
          <button type="button" className="on-dark" onClick={signOut}>
            {t('nav.signOut')}
          </button>
        </span>
      </header>
      <main>
        {screen === 'audit' ? (
          <AuditLog />
        ) : screen === 'reports' && canReadReports ? (
          <Reports />
        ) : (
          <Trading canWrite={staff.permissions.includes('trading.write')} />
        )}
      </main>
    </>
  );
}
