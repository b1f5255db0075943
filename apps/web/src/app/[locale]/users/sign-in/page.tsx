import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '../../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/users/sign-in'>): Promise<Metadata> {
  return placeholderMetadata('sign-in', params);
}

export default function SignInPage({ params }: PageProps<'/[locale]/users/sign-in'>) {
  return <PlaceholderPage pageKey="sign-in" params={params} />;
}
