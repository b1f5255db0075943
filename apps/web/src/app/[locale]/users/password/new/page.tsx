import type { Metadata } from 'next';
import { PasswordNewForm } from '../../../../../features/account/components/password-new-form';
import { AccountPage } from '../../../_components/account-page';
import { placeholderMetadata } from '../../../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/users/password/new'>): Promise<Metadata> {
  return placeholderMetadata('password-new', params);
}

export default function PasswordNewPage({ params }: PageProps<'/[locale]/users/password/new'>) {
  return (
    <AccountPage pageKey="password-new" params={params} narrow>
      <PasswordNewForm mode={{ kind: 'page' }} />
    </AccountPage>
  );
}
