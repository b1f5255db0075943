import type { Metadata } from 'next';
import { SignInForm } from '../../../../features/account/components/sign-in-form';
import { AccountPage } from '../../_components/account-page';
import { placeholderMetadata } from '../../_components/placeholder-page';

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
