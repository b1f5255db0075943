import type { Metadata } from 'next';
import { AccountPage } from '@/app/[locale]/_components/account-page';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import { LimitsPanel } from '@/features/responsible-gambling/components/limits-panel';

export function generateMetadata({
  params,
}: PageProps<'/[locale]/profile/responsible-gambling'>): Promise<Metadata> {
  return placeholderMetadata('responsible-gambling', params);
}

export default function ResponsibleGamblingPage({
  params,
}: PageProps<'/[locale]/profile/responsible-gambling'>) {
  return (
    <AccountPage pageKey="responsible-gambling" params={params}>
      <LimitsPanel />
    </AccountPage>
  );
}
