import type { Metadata } from 'next';
import { DayListPage } from '@/app/[locale]/_components/day-list-page';
import { requireLocale } from '@/app/[locale]/_components/locale-param';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/results'>): Promise<Metadata> {
  return placeholderMetadata('results', params);
}

/** Finished matches of one day with their final scores. */
export default async function ResultsPage({ params, searchParams }: PageProps<'/[locale]/results'>) {
  return (
    <DayListPage locale={requireLocale((await params).locale)} block="results" query={await searchParams} />
  );
}
