import type { Metadata } from 'next';
import { AccountPage } from '@/app/[locale]/_components/account-page';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import { firstParam } from '@/app/[locale]/_components/search-param';
import { PasswordEditForm } from '@/features/account/components/password-edit-form';

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
