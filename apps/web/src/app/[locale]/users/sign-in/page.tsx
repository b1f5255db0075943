import type { Metadata } from 'next';
import { AccountPage } from '@/app/[locale]/_components/account-page';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import { SignInForm } from '@/features/account/components/sign-in-form';

export function generateMetadata({ params }: PageProps<'/[locale]/users/sign-in'>): Promise<Metadata> {
  return placeholderMetadata('sign-in', params);
}

export default function SignInPage({ params }: PageProps<'/[locale]/users/sign-in'>) {
  return (
    <AccountPage pageKey="sign-in" params={params} narrow>
      <SignInForm mode={{ kind: 'page' }} />
    </AccountPage>
  );
}
