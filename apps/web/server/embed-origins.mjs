// @ts-check
// The origins that may frame the site and talk to it (EMBED_ALLOWED_ORIGINS, ADR 026 and 032): read once here for
// both the Content-Security-Policy's frame-ancestors (security-headers.mjs) and the page's host-message check
// (site settings, features/embedding). Plain JavaScript: the web server imports it before Next.js runs.

// An origin as CSP's frame-ancestors takes it: scheme, host (a leading `*.` for its subdomains), optional port.
const ORIGIN =
  /^https?:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/**
 * The comma-separated origins, lower-cased and without a trailing slash; `'self'` is left out (the site may always
 * frame itself). A value that is no origin throws, so a bad setting stops the process at start.
 * @param {string | undefined} text
 * @returns {string[]}
 */
export function parseEmbedOrigins(text) {
  const origins = (text ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase().replace(/\/$/, ''))
    .filter((entry) => entry !== '' && entry !== "'self'");
  for (const origin of origins) {
    if (!ORIGIN.test(origin)) {
      throw new Error(`EMBED_ALLOWED_ORIGINS: "${origin}" is not an origin such as https://partner.example`);
    }
  }
  return origins;
}
