import type { Metadata } from 'next';
import { DayListPage } from '@/app/[locale]/_components/day-list-page';
import { requireLocale } from '@/app/[locale]/_components/locale-param';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/schedule'>): Promise<Metadata> {
  return placeholderMetadata('schedule', params);
}

/** Upcoming matches of one day. */
export default async function SchedulePage({ params, searchParams }: PageProps<'/[locale]/schedule'>) {
  return (
    <DayListPage locale={requireLocale((await params).locale)} block="schedule" query={await searchParams} />
  );
}
