import type { Metadata } from 'next';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import { ProductPage } from '@/app/[locale]/_components/product-page';

export function generateMetadata({ params }: PageProps<'/[locale]/virtual-gaming-arena'>): Promise<Metadata> {
  return placeholderMetadata('virtual-gaming-arena', params);
}

export default function VirtualGamingArenaPage({ params }: PageProps<'/[locale]/virtual-gaming-arena'>) {
  return <ProductPage pageKey="virtual-gaming-arena" params={params} />;
}
