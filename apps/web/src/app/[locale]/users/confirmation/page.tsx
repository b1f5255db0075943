import type { Metadata } from 'next';
import { AccountPage } from '@/app/[locale]/_components/account-page';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import { firstParam } from '@/app/[locale]/_components/search-param';
import { ConfirmationView } from '@/features/account/components/confirmation-view';

export function generateMetadata({ params }: PageProps<'/[locale]/users/confirmation'>): Promise<Metadata> {
  return placeholderMetadata('confirmation', params);
}

export default async function ConfirmationPage({
  params,
  searchParams,
}: PageProps<'/[locale]/users/confirmation'>) {
  const token = firstParam((await searchParams).confirmation_token);
  return (
    <AccountPage pageKey="confirmation" params={params} narrow>
      <ConfirmationView token={token} />
    </AccountPage>
  );
}
