import type { ReactNode } from 'react';

// Line icons on a 24-unit grid, drawn with currentColor. Decorative: the text beside them names them.
function Icon({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export type IconName =
  | 'menu'
  | 'close'
  | 'home'
  | 'live'
  | 'esports'
  | 'star'
  | 'ticket'
  | 'calendar'
  | 'trophy'
  | 'gift'
  | 'racing'
  | 'lottery'
  | 'cricket'
  | 'arena'
  | 'info'
  | 'football'
  | 'tennis'
  | 'basketball'
  | 'ice-hockey'
  | 'crosshair'
  | 'shield'
  | 'crown'
  | 'language'
  | 'search'
  | 'bell';

const paths: Record<IconName, ReactNode> = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  bell: (
    <>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" />
      <path d="M10 20a2 2 0 0 0 4 0" />
    </>
  ),
  home: <path d="M4 11l8-7 8 7v9a1 1 0 0 1-1 1h-4v-6H9v6H5a1 1 0 0 1-1-1z" />,
  live: (
    <>
      <circle cx="12" cy="12" r="2.5" />
      <path d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14" />
    </>
  ),
  esports: (
    <>
      <path d="M7 8h10a4 4 0 0 1 4 4.5l-.5 3a2.5 2.5 0 0 1-4.3 1.3L14.5 15h-5l-1.7 1.8a2.5 2.5 0 0 1-4.3-1.3l-.5-3A4 4 0 0 1 7 8z" />
      <path d="M8 11v2.5M6.75 12.25h2.5M15.5 11.5h.01M17.5 13h.01" />
    </>
  ),
  star: <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
  ticket: (
    <>
      <path d="M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v2a2.5 2.5 0 0 0 0 5v3a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-3a2.5 2.5 0 0 0 0-5z" />
      <path d="M9 9h6M9 12h6M9 15h3" />
    </>
  ),
  calendar: (
    <>
      <rect x="4" y="5" width="16" height="15" rx="2" />
      <path d="M4 10h16M9 3v4M15 3v4" />
    </>
  ),
  trophy: (
    <>
      <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
      <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4" />
    </>
  ),
  gift: (
    <>
      <rect x="4" y="9" width="16" height="11" rx="1.5" />
      <path d="M3 9h18M12 9v11M12 9c-1-3-5-5-6-2.5S9.5 9 12 9zM12 9c1-3 5-5 6-2.5S14.5 9 12 9z" />
    </>
  ),
  racing: <path d="M5 21V4M5 4h11l-2 3.5 2 3.5H5" />,
  lottery: (
    <>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="3.5" />
      <path d="M12 4v2M12 18v2M4 12h2M18 12h2" />
    </>
  ),
  cricket: (
    <>
      <path d="M14.5 3.5l6 6-9.5 9.5-3-3zM8 16l-4 4" />
      <circle cx="17.5" cy="17.5" r="2" />
    </>
  ),
  arena: (
    <>
      <rect x="3" y="5" width="18" height="12" rx="2" />
      <path d="M8 21h8M12 17v4M10 9l4 2-4 2z" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5h.01" />
    </>
  ),
  football: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8l3 2.2-1.1 3.6h-3.8L9 10.2zM12 8V3.5M15 10.2l4.2-1.4M13.9 13.8l2.7 3.8M10.1 13.8l-2.7 3.8M9 10.2L4.8 8.8" />
    </>
  ),
  tennis: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.5 5.8a9 9 0 0 1 0 12.4M18.5 5.8a9 9 0 0 0 0 12.4" />
    </>
  ),
  basketball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3v18M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8" />
    </>
  ),
  'ice-hockey': <path d="M16 3l-5 13a2 2 0 0 1-1.9 1.3H4v3h6.5a3 3 0 0 0 2.8-2L19 3M15 20h5" />,
  crosshair: (
    <>
      <circle cx="12" cy="12" r="7" />
      <path d="M12 2v5M12 17v5M2 12h5M17 12h5" />
    </>
  ),
  shield: <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />,
  crown: <path d="M4 18h16M5 15l-1-8 5 4 3-6 3 6 5-4-1 8z" />,
  language: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </>
  ),
};

export function IconGlyph({ name, size }: { name: IconName; size?: number }) {
  return <Icon size={size}>{paths[name]}</Icon>;
}
