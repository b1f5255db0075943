import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/virtual-gaming-arena'>): Promise<Metadata> {
  return placeholderMetadata('virtual-gaming-arena', params);
}

export default function VirtualGamingArenaPage({ params }: PageProps<'/[locale]/virtual-gaming-arena'>) {
  return <PlaceholderPage pageKey="virtual-gaming-arena" params={params} />;
}
