import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '../../../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/users/password/edit'>): Promise<Metadata> {
  return placeholderMetadata('password-edit', params);
}

export default function PasswordEditPage({ params }: PageProps<'/[locale]/users/password/edit'>) {
  return <PlaceholderPage pageKey="password-edit" params={params} />;
}
