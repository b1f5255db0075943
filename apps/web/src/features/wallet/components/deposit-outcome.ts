'use client';

import type { DepositResponse } from '@sportsbook/contracts/wallet';
import { authStore } from '@/features/account/auth-store';
import { type AlertSeverity, showAlert } from '@/features/modals/alert-store';
import { PAYMENT_RESULT_SEVERITY } from '@/features/wallet/payment-result';

/** After a quick or test deposit: the new balance at once (the live event may follow), and the result's alert. */
export function applyDepositOutcome(answer: DepositResponse, message: string): void {
  authStore.onBalanceChanged(answer.account);
  const severity: AlertSeverity = PAYMENT_RESULT_SEVERITY[answer.result];
  showAlert(severity, message);
}
