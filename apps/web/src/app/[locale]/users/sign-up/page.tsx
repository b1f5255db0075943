import type { Metadata } from 'next';
import { SignUpForm } from '../../../../features/account/components/sign-up-form';
import { AccountPage } from '../../_components/account-page';
import { placeholderMetadata } from '../../_components/placeholder-page';

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
