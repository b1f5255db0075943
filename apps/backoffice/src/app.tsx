import type { StaffMe } from '@sportsbook/contracts/backoffice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ApiError, api } from './api';
import { AuditLog } from './audit-log';
import { Campaigns } from './campaigns';
import { type MessageKey, t } from './i18n';
import { Payments } from './payments';
import { Players } from './players';
import { Reports } from './reports';
import { Risk } from './risk';
import { SignIn } from './sign-in';
import { Trading } from './trading';

type StaffPermission = StaffMe['permissions'][number];

/**
 * The screens, in the order of the navigation: each is shown to a staff member whose role has its permission
 * (packages/domain staff-roles.ts) and chosen by the URL's fragment; the first one they may see is the default.
 */
interface ScreenEntry {
  hash: string;
  label: MessageKey;
  needs: StaffPermission;
  render: (permissions: readonly StaffPermission[]) => ReactNode;
}
const SCREENS: readonly ScreenEntry[] = [
  {
    hash: 'trading',
    label: 'nav.trading',
    needs: 'trading.read',
    render: (permissions) => <Trading canWrite={permissions.includes('trading.write')} />,
  },
  {
    hash: 'risk',
    label: 'nav.risk',
    needs: 'risk.read',
    render: (permissions) => <Risk canWrite={permissions.includes('risk.write')} />,
  },
  {
    hash: 'players',
    label: 'nav.players',
    needs: 'players.read',
    render: (permissions) => <Players permissions={permissions} />,
  },
  {
    hash: 'payments',
    label: 'nav.payments',
    needs: 'payments.read',
    render: (permissions) => <Payments canWrite={permissions.includes('payments.write')} />,
  },
  {
    hash: 'campaigns',
    label: 'nav.campaigns',
    needs: 'campaigns.read',
    render: (permissions) => <Campaigns canWrite={permissions.includes('campaigns.write')} />,
  },
  { hash: 'reports', label: 'nav.reports', needs: 'reports.read', render: () => <Reports /> },
  { hash: 'audit', label: 'nav.audit', needs: 'audit.read', render: () => <AuditLog /> },
];

const fragment = () => location.hash.replace(/^#/, '');

/** Signed out: the sign-in form; signed in with the second factor: the screens their role may see. */
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
  const [hash, setHash] = useState(fragment);
  useEffect(() => {
    const follow = () => setHash(fragment());
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
  const signOut = async () => {
    await api('POST', '/auth/sign-out', {});
    queries.clear();
    queries.setQueryData(['me'], null);
  };
  const screens = SCREENS.filter((entry) => staff.permissions.includes(entry.needs));
  const screen = screens.find((entry) => entry.hash === hash) ?? screens[0];
  return (
    <>
      <header>
        <strong>{t('app.title')}</strong>
        <nav aria-label={t('app.title')}>
          {screens.map((entry) => (
            <a key={entry.hash} href={`#${entry.hash}`} aria-current={entry === screen ? 'page' : undefined}>
              {t(entry.label)}
            </a>
          ))}
        </nav>
        <span>
          {staff.name} ({staff.role}){' '}
          <button type="button" className="on-dark" onClick={signOut}>
            {t('nav.signOut')}
          </button>
        </span>
      </header>
      <main>{screen ? screen.render(staff.permissions) : <p>{t('app.noScreens')}</p>}</main>
    </>
  );
}
