import type { Metadata } from 'next';
import { AccountPage } from '@/app/[locale]/_components/account-page';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import { SignUpForm } from '@/features/account/components/sign-up-form';

export function generateMetadata({ params }: PageProps<'/[locale]/users/sign-up'>): Promise<Metadata> {
  return placeholderMetadata('sign-up', params);
}

export default function SignUpPage({ params }: PageProps<'/[locale]/users/sign-up'>) {
  return (
    <AccountPage pageKey="sign-up" params={params} narrow>
      <SignUpForm mode={{ kind: 'page' }} />
    </AccountPage>
  );
}
