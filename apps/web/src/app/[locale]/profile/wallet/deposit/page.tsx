import type { Metadata } from 'next';
import { AccountPage } from '@/app/[locale]/_components/account-page';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import { DepositPage as DepositContent } from '@/features/wallet/components/deposit-page';

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
