import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/about'>): Promise<Metadata> {
  return placeholderMetadata('about', params);
}

export default function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  return <PlaceholderPage pageKey="about" params={params} />;
}
