import type { Metadata } from 'next';
import { DepositPage as DepositContent } from '../../../../../features/wallet/components/deposit-page';
import { AccountPage } from '../../../_components/account-page';
import { placeholderMetadata } from '../../../_components/placeholder-page';

export function generateMetadata({
  params,
}: PageProps<'/[locale]/profile/wallet/deposit'>): Promise<Metadata> {
  return placeholderMetadata('deposit', params);
}

export default function DepositPage({ params }: PageProps<'/[locale]/profile/wallet/deposit'>) {
  return (
    <AccountPage pageKey="deposit" params={params}>
      <DepositContent />
    </AccountPage>
  );
}
