// Cookie parsing: the hand-written parsers the web had (page-cache key, readCookie) against the cookie package's
// parseCookie on four typical Cookie headers. Run: node bench/libraries/cookies.mjs (ADR 024).
import { parseCookie } from 'cookie';

const headers = [
  'tz=Europe%2FBerlin; sb_csrf=abcdefghijklmnopqrstuvwxyz012345; locale=en; test_providers=oddin; _ga=GA1.2.3456789.1234567890',
  'sb_csrf=abcdefghijklmnopqrstuvwxyz012345',
  '',
  'a=1; b=2; c=3; d=4; e=5; f=6; g=7; h=8; sb_session=xyz; i=9',
];
function handKey(h) {
  const cookies = [];
  for (const part of h.split(';')) {
    const pair = part.trim();
    if (pair === '') continue;
    const name = pair.split('=')[0] ?? '';
    if (name === 'sb_session') return null;
    if (name !== 'sb_csrf') cookies.push(pair);
  }
  return cookies.sort();
}
function libKey(h) {
  const parsed = parseCookie(h);
  if (parsed.sb_session !== undefined) return null;
  const cookies = [];
  for (const name in parsed) if (name !== 'sb_csrf') cookies.push(`${name}=${parsed[name]}`);
  return cookies.sort();
}
function handRead(h, name) {
  for (const part of h.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const v = rest.join('=');
      try {
        return decodeURIComponent(v);
      } catch {
        return v;
      }
    }
  }
  return undefined;
}
const libRead = (h, name) => parseCookie(h)[name];
// Results are counted, so the work cannot be optimised away.
let answered = 0;
function run(label, fn) {
  const N = 200_000;
  const medians = [];
  for (let r = 0; r < 7; r++) {
    const t = process.hrtime.bigint();
    for (let i = 0; i < N; i++) {
      const x = fn(headers[i & 3]);
      answered += x ? 1 : 0;
    }
    medians.push(Number(process.hrtime.bigint() - t) / N);
  }
  medians.sort((a, b) => a - b);
  console.log(label.padEnd(34), 'ns/op median of 7:', medians[3].toFixed(0), ' min', medians[0].toFixed(0));
}
for (let round = 0; round < 2; round++) {
  run('page-cache key, hand-written', handKey);
  run('page-cache key, cookie.parseCookie', libKey);
  run('read sb_csrf, hand-written', (h) => handRead(h, 'sb_csrf'));
  run('read sb_csrf, cookie.parseCookie', (h) => libRead(h, 'sb_csrf'));
}
console.log(`(${answered} non-empty answers)`);
