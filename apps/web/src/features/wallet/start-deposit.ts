import { authStore } from '@/features/account/auth-store';
import type { ModalKind } from '@/features/modals/modal-kinds';
import { openModal } from '@/features/modals/modal-store';

export type DepositModal = Extract<ModalKind, 'deposit' | 'quickDeposit'>;

/**
 * Opens a deposit the way the rules allow (spec part 1 §5): a visitor signs in first, a player with missing
 * profile fields fills them first; either way the deposit follows.
 */
export function startDeposit(kind: DepositModal = 'deposit'): void {
  const { player } = authStore.getState();
  if (!player.isLoggedIn) openModal('signIn', { next: kind });
  else if (player.authFieldsMissed.length > 0) openModal('missedAuthFields', { next: kind });
  else openModal(kind);
}
