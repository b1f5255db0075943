import type { Metadata } from 'next';
import { AccountPage } from '@/app/[locale]/_components/account-page';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import { firstParam } from '@/app/[locale]/_components/search-param';
import { parseBetsFilter } from '@/features/my-bets/bet-filters';
import { BetsHistoryView } from '@/features/my-bets/components/bets-history-view';

export function generateMetadata({ params }: PageProps<'/[locale]/bets-history'>): Promise<Metadata> {
  return placeholderMetadata('bets-history', params);
}

/** The player's bets (spec part 2 §2 bets_history): status and result filters from the query. */
export default async function BetsHistoryPage({ params, searchParams }: PageProps<'/[locale]/bets-history'>) {
  const query = await searchParams;
  const filter = parseBetsFilter({ status: firstParam(query.status), result: firstParam(query.result) });
  return (
    <AccountPage pageKey="bets-history" params={params}>
      <BetsHistoryView filter={filter} />
    </AccountPage>
  );
}
