import type { ButtonHTMLAttributes } from 'react';
import { type ButtonVariant, buttonClassName } from './button-link';

/** A button in the kit's look (the same classes as ButtonLink). */
export function Button({
  variant = 'primary',
  small = false,
  className,
  type = 'button',
  ...rest
}: { variant?: ButtonVariant; small?: boolean } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={[buttonClassName(variant, small), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
