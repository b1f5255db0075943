'use client';

import { useTranslations } from 'next-intl';
import { lazy } from 'react';
import type { RenderModal } from '@/features/modals/modal-host';
import { isModalKind, type ModalKind } from '@/features/modals/modal-kinds';
import { modalStore, openModal } from '@/features/modals/modal-store';

// Every modal's content, loaded when first opened (spec part 1 §1: the shell loads the auth, deposit and
// quick-deposit modals lazily). The page layer is where the features meet, so the registry lives here.

const SignInForm = lazy(() =>
  import('@/features/account/components/sign-in-form').then((m) => ({ default: m.SignInForm })),
);
const SignUpForm = lazy(() =>
  import('@/features/account/components/sign-up-form').then((m) => ({ default: m.SignUpForm })),
);
const SignUpDone = lazy(() =>
  import('@/features/account/components/sign-up-done').then((m) => ({ default: m.SignUpDone })),
);
const ResendConfirmationForm = lazy(() =>
  import('@/features/account/components/resend-confirmation-form').then((m) => ({
    default: m.ResendConfirmationForm,
  })),
);
const PasswordNewForm = lazy(() =>
  import('@/features/account/components/password-new-form').then((m) => ({ default: m.PasswordNewForm })),
);
const PasswordEditForm = lazy(() =>
  import('@/features/account/components/password-edit-form').then((m) => ({
    default: m.PasswordEditForm,
  })),
);
const PhoneVerificationForm = lazy(() =>
  import('@/features/account/components/phone-verification-form').then((m) => ({
    default: m.PhoneVerificationForm,
  })),
);
const ProfileFieldsForm = lazy(() =>
  import('@/features/account/components/profile-fields-form').then((m) => ({
    default: m.ProfileFieldsForm,
  })),
);
const UnlockInfo = lazy(() =>
  import('@/features/account/components/unlock-info').then((m) => ({ default: m.UnlockInfo })),
);
const SignUpReminderContent = lazy(() =>
  import('@/features/account/components/sign-up-reminder').then((m) => ({
    default: m.SignUpReminderContent,
  })),
);
const DepositPanel = lazy(() =>
  import('@/features/wallet/components/deposit-panel').then((m) => ({ default: m.DepositPanel })),
);
const QuickDepositForm = lazy(() =>
  import('@/features/wallet/components/quick-deposit-form').then((m) => ({
    default: m.QuickDepositForm,
  })),
);
const DepositReminderContent = lazy(() =>
  import('@/features/wallet/components/deposit-reminder').then((m) => ({
    default: m.DepositReminderContent,
  })),
);
const ActivityLimitNotice = lazy(() =>
  import('@/features/responsible-gambling/components/limit-notices').then((m) => ({
    default: m.ActivityLimitNotice,
  })),
);
const SessionLimitNotice = lazy(() =>
  import('@/features/responsible-gambling/components/limit-notices').then((m) => ({
    default: m.SessionLimitNotice,
  })),
);
const RealityCheckContent = lazy(() =>
  import('@/features/responsible-gambling/components/limit-notices').then((m) => ({
    default: m.RealityCheckContent,
  })),
);

/** After a modal that was a step (sign in, profile fields), the modal the player was heading for. */
function continueWith(from: ModalKind, next: string | undefined): void {
  modalStore.close(from);
  if (isModalKind(next)) openModal(next);
}

export function useRenderModal(): RenderModal {
  const t = useTranslations('modals.titles');
  return ({ kind, params }, close) => {
    const title = t(kind);
    const modal = { kind: 'modal' as const, modal: kind };
    switch (kind) {
      case 'signIn':
        return {
          title,
          body: <SignInForm mode={modal} onSignedIn={() => continueWith(kind, params.next)} />,
        };
      case 'signUp':
        return { title, body: <SignUpForm mode={modal} /> };
      case 'confirmation':
        return {
          title,
          body: params.email ? <SignUpDone email={params.email} mode={modal} /> : <ResendConfirmationForm />,
        };
      case 'resendConfirmation':
        return { title, body: <ResendConfirmationForm initialEmail={params.email} /> };
      case 'passwordNew':
        return { title, body: <PasswordNewForm mode={modal} /> };
      case 'passwordEdit':
        return { title, body: <PasswordEditForm mode={modal} token={params.token ?? null} /> };
      case 'phoneVerification':
        return { title, body: <PhoneVerificationForm onVerified={close} /> };
      case 'missedAuthFields':
        return { title, body: <ProfileFieldsForm onDone={() => continueWith(kind, params.next)} /> };
      case 'unlock':
        return { title, body: <UnlockInfo /> };
      case 'signUpReminder':
        return { title, body: <SignUpReminderContent onClose={close} /> };
      case 'deposit':
        return { title, body: <DepositPanel inModal />, wide: true };
      case 'quickDeposit':
        return { title, body: <QuickDepositForm onDone={close} /> };
      case 'depositReminder':
        return { title, body: <DepositReminderContent onClose={close} /> };
      case 'activityLimit':
        return { title, body: <ActivityLimitNotice onClose={close} /> };
      case 'sessionLimit':
        return { title, body: <SessionLimitNotice onClose={close} /> };
      case 'realityCheck':
        return { title, body: <RealityCheckContent minutes={Number(params.minutes ?? 0)} onClose={close} /> };
    }
  };
}
