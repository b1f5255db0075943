import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '../../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/users/confirmation'>): Promise<Metadata> {
  return placeholderMetadata('confirmation', params);
}

export default function ConfirmationPage({ params }: PageProps<'/[locale]/users/confirmation'>) {
  return <PlaceholderPage pageKey="confirmation" params={params} />;
}
