// A kept page's script policy, two ways (ADR 026): the hashes of its nonce-carrying inline scripts computed once
// per render (what apps/web/server/content-security-policy.mjs does), against a fresh nonce written into the
// kept bytes for every answer, which must then be gzipped again per answer. Input: a page as Next.js renders it
// with a nonce, read from a running product (signed-in cookie and a favourites URL, which the page cache passes
// through).
// Run: node bench/csp-kept-page.mjs [page URL, default http://127.0.0.1:3000/en] [more URLs...]
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { keptPagePolicy, scriptNonce } from '../apps/web/server/content-security-policy.mjs';
import { paintFirst } from '../apps/web/server/paint-first.mjs';

const urls = process.argv.slice(2);
if (urls.length === 0) urls.push('http://127.0.0.1:3000/en');

/** Median milliseconds of `runs` calls. */
function median(runs, fn) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

for (const url of urls) {
  // A signed-in request for a favourites URL is rendered for it with its nonce (ADR 037), not kept.
  const personal = new URL(url);
  personal.searchParams.set('list', 'favorites');
  const response = await fetch(personal, { headers: { cookie: 'sb_session=bench-not-a-session' } });
  const policy = response.headers.get('content-security-policy') ?? '';
  const nonce = scriptNonce(policy);
  if (nonce === undefined) throw new Error(`${url}: no nonce in the page's policy`);
  const html = paintFirst(await response.text());
  const kept = keptPagePolicy(policy, html);
  const hashes = (kept.match(/'sha256-/g) ?? []).length;
  const hashMs = median(51, () => keptPagePolicy(policy, html));
  const perAnswer = (level) =>
    median(51, () => {
      const fresh = randomBytes(16).toString('base64');
      gzipSync(html.replaceAll(`nonce="${nonce}"`, `nonce="${fresh}"`), { level });
    });
  console.log(
    `${url}: ${(Buffer.byteLength(html) / 1024).toFixed(0)} kB HTML, ${hashes} inline scripts hashed, ` +
      `policy ${kept.length} bytes | hashes once per render: ${hashMs.toFixed(3)} ms | ` +
      `fresh nonce + gzip per answer: level 6 ${perAnswer(6).toFixed(2)} ms, level 1 ${perAnswer(1).toFixed(2)} ms`,
  );
}
