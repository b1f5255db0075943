import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/app/[locale]/_components/sport-route';

export function generateMetadata({
  params,
}: PageProps<'/[locale]/[sport]/[slug]/[...rest]'>): Promise<Metadata> {
  return notFoundMetadata(params);
}

/** Any deeper path names no page: the 404 page, with HTTP 404. */
export default function DeepPathPage(): never {
  notFound();
}
