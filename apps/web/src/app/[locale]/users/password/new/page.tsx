import type { Metadata } from 'next';
import { AccountPage } from '@/app/[locale]/_components/account-page';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import { PasswordNewForm } from '@/features/account/components/password-new-form';

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
