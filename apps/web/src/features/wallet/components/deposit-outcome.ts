'use client';

import type { DepositResponse } from '@sportsbook/contracts/wallet';
import { authStore } from '../../account/auth-store';
import { type AlertSeverity, showAlert } from '../../modals/alert-store';
import { PAYMENT_RESULT_SEVERITY } from '../payment-result';

/** After a quick or test deposit: the new balance at once (the live event may follow), and the result's alert. */
export function applyDepositOutcome(answer: DepositResponse, message: string): void {
  authStore.onBalanceChanged(answer.account);
  const severity: AlertSeverity = PAYMENT_RESULT_SEVERITY[answer.result];
  showAlert(severity, message);
}
