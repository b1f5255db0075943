// One SVG sprite with a <symbol id="sport-{key}"> per sport, so the front end draws every sport icon from a
// single cached request (`<use href="/api/sportsbook/fe-api/icons.svg#sport-football"/>`).

const glyphs: Record<string, string> = {
  football:
    '<circle cx="12" cy="12" r="9"/><path d="M12 7.5l4 2.9-1.5 4.7h-5L8 10.4z"/><path d="M12 3v4.5M16 10.4l4.3-1.4M14.5 15.1l2.7 3.7M9.5 15.1l-2.7 3.7M8 10.4L3.7 9"/>',
  tennis:
    '<circle cx="12" cy="12" r="9"/><path d="M5.6 5.6c3.5 3.5 3.5 9.3 0 12.8M18.4 5.6c-3.5 3.5-3.5 9.3 0 12.8"/>',
  basketball:
    '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3v18M5.6 5.6c2.6 2.6 2.6 10.2 0 12.8M18.4 5.6c-2.6 2.6-2.6 10.2 0 12.8"/>',
  'ice-hockey': '<path d="M7 3l5 13h6.5a1.5 1.5 0 010 3H11L5 4z"/><ellipse cx="6" cy="19" rx="3" ry="1.5"/>',
  cricket: '<path d="M14 3l4 4-9 9-4-4z"/><path d="M5 12l-2 2 4 4 2-2"/><circle cx="18" cy="18" r="2.5"/>',
  esports:
    '<rect x="2.5" y="7" width="19" height="10" rx="5"/><path d="M7 10v4M5 12h4"/><circle cx="15.5" cy="11" r="1"/><circle cx="17.5" cy="13" r="1"/>',
  generic: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 3"/>',
};

const cyber = new Set(['cs2', 'dota-2', 'league-of-legends', 'esports']);

function glyphFor(key: string): string {
  return glyphs[key] ?? (cyber.has(key) ? glyphs.esports : glyphs.generic) ?? '';
}

export function sportIconsSvg(sportKeys: readonly string[]): string {
  const keys = [...new Set([...sportKeys, 'generic'])];
  const symbols = keys
    .map(
      (key) =>
        `<symbol id="sport-${key}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${glyphFor(key)}</symbol>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${symbols}</svg>`;
}
