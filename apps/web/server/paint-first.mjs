// @ts-check
// Scripts after the first paint (docs/decisions/016-paint-first-and-lighter-start.md). Next.js puts every chunk the page
// needs in <head> as async scripts: they download alongside the HTML and CSS and may run before the browser has
// painted anything, so on a slow phone the server-rendered page waits for JavaScript it does not need to be seen.
// A kept page (page-cache.mjs) instead carries one small inline loader that adds the same scripts, in the same
// order, once the first content is painted or the document is parsed, whichever comes first.

const CHUNK = String.raw`/_next/static/chunks/[\w.-]+\.js`;
// Exactly what Next.js writes: `<script src="…" async="">` (with `nonce="…"` before or after `async` when the
// request carried a policy with a nonce, security-headers.mjs) and React's low-priority preload of the
// bootstrap chunk.
const CHUNK_SCRIPT = new RegExp(`<script src="(${CHUNK})"((?: async=""| nonce="[^"]*"){1,2})></script>`, 'g');
const CHUNK_PRELOAD = new RegExp(
  `<link rel="preload" as="script" fetchPriority="low"(?: nonce="[^"]*")? href="${CHUNK}"/>`,
  'g',
);
const NONCE_ATTRIBUTE = / nonce="([^"]*)"/;

/**
 * The loader: adds the scripts once the browser reports the first contentful paint, or when the document is
 * parsed (DOMContentLoaded) if that comes first, so the load event still waits for them as it did for Next.js's
 * own tags (a page that is loaded has its scripts running).
 * @param {string[]} sources
 * @param {string} [nonce] the nonce of the scripts it replaces: the kept page's policy hashes scripts carrying it
 */
export function loaderScript(sources, nonce) {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return (
    `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>` +
    '(function(s){var d=0;function go(){if(d)return;d=1;s.forEach(function(u){' +
    'var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}' +
    'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;' +
    'var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){' +
    'o.disconnect();go()}});o.observe({type:"paint",buffered:true})}catch(x){}' +
    'document.addEventListener("DOMContentLoaded",go)' +
    `})(${list})</script>`
  );
}

/**
 * The page with its chunk scripts loaded after the first paint; other HTML (no chunk scripts) is returned as is.
 * The loader takes the place of the first script, so it is registered before the body is parsed.
 * @param {string} html
 * @returns {string}
 */
export function paintFirst(html) {
  /** @type {string[]} */
  const sources = [];
  let first = -1;
  /** @type {string | undefined} */
  let nonce;
  const stripped = html.replace(CHUNK_SCRIPT, (tag, source, attributes, offset) => {
    if (!attributes.includes(' async=""')) return tag;
    // No tag before the first one was removed, so its offset holds in the stripped text.
    if (first < 0) first = offset;
    nonce ??= NONCE_ATTRIBUTE.exec(attributes)?.[1];
    sources.push(source);
    return '';
  });
  if (sources.length === 0) return html;
  const withLoader = `${stripped.slice(0, first)}${loaderScript(sources, nonce)}${stripped.slice(first)}`;
  return withLoader.replace(CHUNK_PRELOAD, '');
}
