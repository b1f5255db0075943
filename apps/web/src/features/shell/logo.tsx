/** The brand mark: a ball on a green tile. Decorative; the wordmark beside it carries the name. */
export function LogoMark() {
  return (
    <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-accent)" />
      <circle cx="16" cy="16" r="9" fill="none" stroke="var(--color-on-accent)" strokeWidth="2.2" />
      <path
        d="M16 11.5l3.4 2.5-1.3 4h-4.2l-1.3-4z"
        fill="var(--color-on-accent)"
        stroke="var(--color-on-accent)"
        strokeWidth="1"
        strokeLinejoin="round"
      />
    </svg>
  );
}
