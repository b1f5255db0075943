'use client';

import { Suspense } from 'react';
import { AuthBootstrap } from '@/features/account/components/auth-bootstrap';
import { RealtimeAuthFollower } from '@/features/account/components/realtime-auth-follower';
import { SignUpReminderTimer } from '@/features/account/components/sign-up-reminder';
import { UserGroupChecker } from '@/features/account/components/user-group-checker';
import { BonusAlertHost } from '@/features/bonuses/alerts/components/bonus-alert-host';
import { JackpotHitHost } from '@/features/jackpots/components/jackpot-hit-host';
import { AlertRegion } from '@/features/modals/alert-region';
import { ModalHost } from '@/features/modals/modal-host';
import { OfflineAlert } from '@/features/modals/offline-alert';
import { UrlModalListener } from '@/features/modals/url-modal-listener';
import { ActivityTracker } from '@/features/responsible-gambling/components/activity-tracker';
import { SessionChecker } from '@/features/responsible-gambling/components/session-checker';
import { DepositReminderTimer } from '@/features/wallet/components/deposit-reminder';
import { LiveBalanceFollower } from '@/features/wallet/components/live-balance-follower';
import { PaymentResultEffect } from '@/features/wallet/components/payment-result-effect';
import { FeatureBoundary } from '@/shared/monitoring/feature-boundary';
import { useRenderModal } from './modal-registry';

/**
 * The player's session around every page (spec part 1 §4): auth status, modals from the URL and their stack,
 * global alerts (and the offline alert), bonus alert cards, the jackpot-hit modal, payment results, live balance,
 * activity and session checks, and the two
 * reminders.
 */
export function AccountShell() {
  const renderModal = useRenderModal();
  return (
    <>
      <AuthBootstrap />
      <RealtimeAuthFollower />
      <LiveBalanceFollower />
      <PaymentResultEffect />
      <Suspense fallback={null}>
        <UrlModalListener />
      </Suspense>
      <ActivityTracker />
      <SessionChecker />
      <UserGroupChecker />
      <SignUpReminderTimer />
      <DepositReminderTimer />
      <FeatureBoundary area="modals">
        <ModalHost render={renderModal} />
      </FeatureBoundary>
      <AlertRegion />
      <OfflineAlert />
      <BonusAlertHost />
      <JackpotHitHost />
    </>
  );
}
