/**
 * Which origins the sportsbook talks to (spec part 1 §5, part 2 §5; ADR 032): its own, and those of
 * EMBED_ALLOWED_ORIGINS, where `https://*.partner.example` stands for the subdomains of partner.example (not the
 * bare domain), with the same scheme and port.
 */
export function isAllowedOrigin(origin: string, allowed: readonly string[], ownOrigin: string): boolean {
  if (origin === ownOrigin) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  // `null` (sandboxed frames, file: pages) and anything that is not a plain origin never match.
  if (url.origin !== origin) return false;
  return allowed.some((pattern) => matches(url, pattern));
}

function matches(url: URL, pattern: string): boolean {
  const wildcard = pattern.match(/^(https?):\/\/\*\.([^/:]+)(:\d+)?$/);
  if (!wildcard) return url.origin === pattern;
  const [, scheme, domain, port = ''] = wildcard;
  return (
    url.protocol === `${scheme}:` &&
    url.hostname.endsWith(`.${domain}`) &&
    (url.port ? `:${url.port}` : '') === port
  );
}

/** Where a framed sportsbook finds who frames it: the browser's ancestor list, the referrer, what it noted before. */
export interface FramingClues {
  /** `location.ancestorOrigins[0]` (Chromium, Safari): the parent's origin, whatever the referrer policy. */
  ancestorOrigin?: string | undefined;
  /** `document.referrer`: the host page's URL (or origin) on the first load of the frame. */
  referrer?: string | undefined;
  /** The host origin noted earlier in this tab: a reload inside the frame has the sportsbook as its referrer. */
  remembered?: string | null | undefined;
}

/** The host's origin when it is an allowed one: where outgoing messages go (never '*'); null: nobody is told. */
export function hostOrigin(
  clues: FramingClues,
  allowed: readonly string[],
  ownOrigin: string,
): string | null {
  const candidates = [clues.ancestorOrigin, originOf(clues.referrer), clues.remembered ?? undefined];
  for (const candidate of candidates) {
    if (candidate && candidate !== ownOrigin && isAllowedOrigin(candidate, allowed, ownOrigin))
      return candidate;
  }
  // Framed by a page of its own (the site may frame itself).
  return clues.ancestorOrigin === ownOrigin ? ownOrigin : null;
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
