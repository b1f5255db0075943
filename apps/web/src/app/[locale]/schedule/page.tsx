import type { Metadata } from 'next';
import { DayListPage } from '../_components/day-list-page';
import { requireLocale } from '../_components/locale-param';
import { placeholderMetadata } from '../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/schedule'>): Promise<Metadata> {
  return placeholderMetadata('schedule', params);
}

/** Upcoming matches of one day. */
export default async function SchedulePage({ params, searchParams }: PageProps<'/[locale]/schedule'>) {
  return (
    <DayListPage locale={requireLocale((await params).locale)} block="schedule" query={await searchParams} />
  );
}
