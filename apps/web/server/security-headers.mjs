// @ts-check
// The browser-facing security headers of the web process (docs/decisions/026): every answer gets nosniff, the
// referrer policy and the permissions policy (and HSTS when the site is served over HTTPS); every page also
// gets a Content-Security-Policy whose scripts are this origin's files and the inline scripts Next.js marks
// with a nonce made for the request. Next.js reads that nonce from the request's Content-Security-Policy
// header (the way its proxy examples pass it) and puts it on every script it writes. A kept page
// (page-cache.mjs) is served to many visitors, so its policy names the hashes of its inline scripts instead
// (content-security-policy.mjs). Settings are read once, when the process starts, so one build serves any
// deployment.
import { randomBytes } from 'node:crypto';
import { parseEmbedOrigins } from './embed-origins.mjs';
import { tagManagerSettings } from './tag-manager.mjs';

/** Answers of the API forwarded under these paths carry the API's own headers (apps/server http/security-headers). */
const API_PATHS = ['/api/', '/spi/'];
const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
  'magnetometer=(), microphone=(), midi=(), payment=(self), usb=(), browsing-topics=()';
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
/**
 * The settings from the environment: EMBED_ALLOWED_ORIGINS (comma-separated origins that may frame the site,
 * besides the site itself), PUBLIC_URL (HSTS when it is https) and the tag manager's origin when TAG_MANAGER_ID
 * is set (tag-manager.mjs). A bad origin stops the process at start.
 * @param {Record<string, string | undefined>} env
 */
export function securitySettings(env) {
  const origins = parseEmbedOrigins(env.EMBED_ALLOWED_ORIGINS);
  return {
    frameAncestors: ["'self'", ...origins],
    hsts: (env.PUBLIC_URL ?? '').startsWith('https://'),
    tagManagerOrigin: tagManagerSettings(env)?.origin,
  };
}

/** @typedef {ReturnType<typeof securitySettings>} SecuritySettings */

/**
 * A page's policy. Scripts: this origin's files and the inline scripts a source names (a nonce or hashes),
 * never 'unsafe-inline'. Styles keep 'unsafe-inline': React writes style attributes, and a style cannot run
 * code. Connections (fetch, the real-time WebSocket) go to this origin only. A configured tag manager's origin
 * may serve scripts, images and beacons: its script is loaded after consent, on kept pages too, where the
 * render's nonce has given way to hashes.
 * @param {{ scripts: string[]; frameAncestors: string[]; tagManagerOrigin?: string | undefined }} parts
 */
export function pagePolicy({ scripts, frameAncestors, tagManagerOrigin }) {
  const tags = tagManagerOrigin ? ` ${tagManagerOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}${tags}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tags}`,
    "font-src 'self' data:",
    `connect-src 'self'${tags}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
}

/**
 * Wraps a request handler: sets the headers above, and for everything but the API's answers a fresh nonce in
 * the request (for Next.js) and the page policy naming it in the answer. A client's own CSP request headers are
 * dropped first, so no visitor picks the nonce.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {SecuritySettings} settings
 */
export function withSecurityHeaders(handle, { frameAncestors, hsts, tagManagerOrigin }) {
  return (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) => {
    delete req.headers['content-security-policy'];
    delete req.headers['content-security-policy-report-only'];
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    res.setHeader('permissions-policy', PERMISSIONS_POLICY);
    if (hsts) res.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    const url = req.url ?? '/';
    if (!API_PATHS.some((prefix) => url.startsWith(prefix))) {
      const nonce = randomBytes(16).toString('base64');
      const policy = pagePolicy({ scripts: [`'nonce-${nonce}'`], frameAncestors, tagManagerOrigin });
      req.headers['content-security-policy'] = policy;
      res.setHeader('content-security-policy', policy);
    }
    return handle(req, res);
  };
}
