import type { Metadata } from 'next';
import { ConfirmationView } from '../../../../features/account/components/confirmation-view';
import { AccountPage } from '../../_components/account-page';
import { placeholderMetadata } from '../../_components/placeholder-page';
import { firstParam } from '../../_components/search-param';

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
