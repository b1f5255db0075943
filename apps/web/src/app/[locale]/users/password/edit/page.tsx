import type { Metadata } from 'next';
import { PasswordEditForm } from '../../../../../features/account/components/password-edit-form';
import { AccountPage } from '../../../_components/account-page';
import { placeholderMetadata } from '../../../_components/placeholder-page';
import { firstParam } from '../../../_components/search-param';

export function generateMetadata({ params }: PageProps<'/[locale]/users/password/edit'>): Promise<Metadata> {
  return placeholderMetadata('password-edit', params);
}

export default async function PasswordEditPage({
  params,
  searchParams,
}: PageProps<'/[locale]/users/password/edit'>) {
  const token = firstParam((await searchParams).reset_password_token);
  return (
    <AccountPage pageKey="password-edit" params={params} narrow>
      <PasswordEditForm mode={{ kind: 'page' }} token={token} />
    </AccountPage>
  );
}
