import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/favorites'>): Promise<Metadata> {
  return placeholderMetadata('favorites', params);
}

export default function FavoritesPage({ params }: PageProps<'/[locale]/favorites'>) {
  return <PlaceholderPage pageKey="favorites" params={params} />;
}
