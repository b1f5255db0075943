import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '../../../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/users/password/new'>): Promise<Metadata> {
  return placeholderMetadata('password-new', params);
}

export default function PasswordNewPage({ params }: PageProps<'/[locale]/users/password/new'>) {
  return <PlaceholderPage pageKey="password-new" params={params} />;
}
