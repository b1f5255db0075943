// @ts-check
// A kept page's policy (docs/decisions/026). The page cache (page-cache.mjs) renders a page once and serves the
// same bytes to every visitor for a second or more, so the nonce Next.js wrote into it would be the same for
// all of them. Instead its policy names the SHA-256 hashes of exactly the inline scripts that carry that
// render's nonce (Next.js's own, and the paint-first loader, which is given it): computed once per render,
// never per answer, so the kept bytes and their gzip stay as they are. A script that reached the HTML
// without the nonce (markup injected into the page) is not hashed and does not run.
import { createHash } from 'node:crypto';

/** Next.js's own reading of a policy's nonce (next/dist/server/app-render/get-script-nonce-from-header.js). */
const NONCE_SOURCE = /^'nonce-([A-Za-z0-9+/_-]+={0,2})'$/;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The nonce a policy's script-src names, if any.
 * @param {string} policy
 */
export function scriptNonce(policy) {
  const directive = policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '));
  for (const source of directive?.split(/\s+/).slice(1) ?? []) {
    const match = NONCE_SOURCE.exec(source);
    if (match) return match[1];
  }
  return undefined;
}

/**
 * The CSP hash sources of the page's inline scripts that carry `nonce`, in order, without repeats.
 * @param {string} html
 * @param {string} nonce
 */
export function inlineScriptHashes(html, nonce) {
  const marker = ` nonce="${nonce}"`;
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!attributes.includes(marker) || /\ssrc=/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy of a kept page: its render's nonce replaced by the hashes of the inline scripts carrying it.
 * A policy without a nonce is returned as it is.
 * @param {string} policy
 * @param {string} html
 */
export function keptPagePolicy(policy, html) {
  const nonce = scriptNonce(policy);
  if (nonce === undefined) return policy;
  const hashes = inlineScriptHashes(html, nonce);
  return policy.replace(` 'nonce-${nonce}'`, hashes.map((hash) => ` ${hash}`).join(''));
}
