import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/schedule'>): Promise<Metadata> {
  return placeholderMetadata('schedule', params);
}

export default function SchedulePage({ params }: PageProps<'/[locale]/schedule'>) {
  return <PlaceholderPage pageKey="schedule" params={params} />;
}
