import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/app/[locale]/_components/sport-route';

export function generateMetadata({ params }: PageProps<'/[locale]/404'>): Promise<Metadata> {
  return notFoundMetadata(params);
}

/** The 404 status page, answered with HTTP 404 like any path that names no page. */
export default function NotFoundRoute(): never {
  notFound();
}
