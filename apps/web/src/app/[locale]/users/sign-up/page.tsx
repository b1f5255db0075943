import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '../../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/users/sign-up'>): Promise<Metadata> {
  return placeholderMetadata('sign-up', params);
}

export default function SignUpPage({ params }: PageProps<'/[locale]/users/sign-up'>) {
  return <PlaceholderPage pageKey="sign-up" params={params} />;
}
