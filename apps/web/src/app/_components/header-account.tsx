'use client';

import { useAuth } from '@/features/account/auth-store';
import { AccountMenu, accountMenuStyles } from '@/features/account/components/account-menu';
import { HeaderAuthButtons } from '@/features/account/components/header-auth-buttons';
import { NotificationsCorner } from '@/features/notifications/components/notifications-corner';
import { DepositButton, HeaderBalance } from '@/features/wallet/components/header-wallet';
import { WalletMenuItems } from '@/features/wallet/components/wallet-menu-items';
import styles from './header-account.module.css';

/**
 * The header's account corner: sign in and sign up for visitors; the notification bell, balance, deposit and the
 * account menu for a signed-in player. While the session is read, a visitor who may be signed in (a session cookie came with the
 * page) sees a quiet placeholder instead of buttons that would flash away. `data-auth-status` shows the
 * status machine's state (styling hooks and end-to-end tests wait on it).
 */
export function HeaderAccount({ sessionHint }: { sessionHint: boolean }) {
  const status = useAuth((state) => state.status);
  const playerId = useAuth((state) => state.player.id);
  if (status === 'logged_in') {
    return (
      <div className={styles.account} data-auth-status={status}>
        {playerId === null ? null : <NotificationsCorner playerId={playerId} />}
        <HeaderBalance />
        <DepositButton />
        <AccountMenu>
          <WalletMenuItems itemClassName={accountMenuStyles.item ?? ''} />
        </AccountMenu>
      </div>
    );
  }
  if (sessionHint && (status === 'unknown' || status === 'pending')) {
    return <span className={styles.placeholder} data-auth-status={status} aria-hidden="true" />;
  }
  return (
    <div className={styles.account} data-auth-status={status}>
      <HeaderAuthButtons />
    </div>
  );
}
