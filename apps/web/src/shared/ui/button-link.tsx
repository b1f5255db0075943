import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary';

export function buttonClassName(variant: ButtonVariant, small = false): string {
  return [styles.button, styles[variant], small ? styles.small : ''].filter(Boolean).join(' ');
}

/** A link that looks like a button: the way the shell and status pages send visitors somewhere. */
export function ButtonLink({
  href,
  variant = 'primary',
  small = false,
  children,
}: {
  href: string;
  variant?: ButtonVariant;
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <Link prefetch={false} href={href} className={buttonClassName(variant, small)}>
      {children}
    </Link>
  );
}
