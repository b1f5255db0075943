'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/** A link that marks itself as the current page (aria-current) when its path is the one shown. */
export function NavLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  return (
    <Link
      prefetch={false}
      href={href}
      className={className}
      aria-current={pathname === href ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}
