import type { Metadata } from 'next';
import { LimitsPanel } from '../../../../features/responsible-gambling/components/limits-panel';
import { AccountPage } from '../../_components/account-page';
import { placeholderMetadata } from '../../_components/placeholder-page';

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
