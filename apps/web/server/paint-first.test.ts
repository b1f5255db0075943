import { describe, expect, it } from 'vitest';
import { loaderScript, paintFirst } from './paint-first.mjs';

// The shape of a page as Next.js writes it (trimmed): stylesheets, the bootstrap preload and chunk scripts in
// <head>, the bootstrap script and the no-module polyfill in <body>.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/08dyjp760kmc7.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/1f0kui785itr3.js"/>',
  '<script src="/_next/static/chunks/05n5fvnr4t_e3.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-2u1d16houkiyo.js" async=""></script>',
  '<title>Sports betting</title></head><body><h1>Sports</h1>',
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
  '<script src="/_next/static/chunks/1f0kui785itr3.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');

const SOURCES = [
  '/_next/static/chunks/05n5fvnr4t_e3.js',
  '/_next/static/chunks/turbopack-2u1d16houkiyo.js',
  '/_next/static/chunks/1f0kui785itr3.js',
];

/** Runs a loader against a stand-in browser; returns what it appended and the hooks it registered. */
function runLoader(html: string, { paintTiming = true } = {}) {
  const script = /<script>(\(function\(s\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no loader in the page');
  const appended: string[] = [];
  const listeners: Record<string, () => void> = {};
  let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  let disconnected = false;
  const document = {
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element.src) },
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
  };
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['mark', 'paint'] : ['mark'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
    disconnect() {
      disconnected = true;
    }
  }
  new Function('document', 'PerformanceObserver', script)(document, FakeObserver);
  const paint = (name: string) => observer?.({ getEntriesByName: (n) => (n === name ? [{}] : []) });
  const parsed = () => listeners.DOMContentLoaded?.();
  return { appended, paint, parsed, disconnected: () => disconnected };
}

describe('paintFirst', () => {
  it('takes every chunk script out of the page and leaves one loader where the first one was', () => {
    const out = paintFirst(page);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out.match(/<script>\(function\(s\)/g)).toHaveLength(1);
    // The loader sits where the first chunk script was (the preload before it is gone too).
    expect(out.slice(0, out.indexOf('<script>(function(s)'))).toBe(
      page
        .slice(0, page.indexOf('<script src="/_next/static/chunks/05n5'))
        .replace(/<link rel="preload"[^>]*>/, ''),
    );
    // Everything else stays: stylesheet, no-module polyfill, inline flight data, the content.
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/08dyjp760kmc7.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<h1>Sports</h1>',
    ])
      expect(out).toContain(kept);
  });

  it('takes the scripts out of a page rendered with a nonce, and gives the loader that nonce', () => {
    // What Next.js writes when the request's policy names a nonce (security-headers.mjs): the attribute after
    // `async`, or before it on the bootstrap script.
    const withNonce = page
      .replace(/ async=""><\/script>/g, ' async="" nonce="n0Nce+/="></script>')
      .replace('1f0kui785itr3.js" async="" nonce="n0Nce+/="', '1f0kui785itr3.js" nonce="n0Nce+/=" async=""')
      .replace('fetchPriority="low" href=', 'fetchPriority="low" nonce="n0Nce+/=" href=')
      .replace('noModule=""', 'noModule="" nonce="n0Nce+/="');
    const out = paintFirst(withNonce);
    expect(out).not.toMatch(/<script src="[^"]+"[^>]* async=""/);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out.match(/<script nonce="n0Nce\+\/=">\(function\(s\)/g)).toHaveLength(1);
    expect(out).toContain('noModule="" nonce="n0Nce+/="></script>');
    const loader = runLoader(out.replace('<script nonce="n0Nce+/=">(function', '<script>(function'));
    loader.parsed();
    expect(loader.appended).toEqual(SOURCES);
  });

  it('leaves a page without chunk scripts untouched', () => {
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><p>404</p></body></html>';
    expect(paintFirst(plain)).toBe(plain);
  });

  it('adds the scripts in their order once the first content is painted, and only once', () => {
    const browser = runLoader(paintFirst(page));
    expect(browser.appended).toEqual([]);
    browser.paint('first-paint');
    expect(browser.appended).toEqual([]);
    browser.paint('first-contentful-paint');
    expect(browser.appended).toEqual(SOURCES);
    expect(browser.disconnected()).toBe(true);
    browser.parsed();
    expect(browser.appended).toEqual(SOURCES);
  });

  it('adds them when the document is parsed before anything is painted, so the load event waits for them', () => {
    const browser = runLoader(paintFirst(page));
    browser.parsed();
    expect(browser.appended).toEqual(SOURCES);
    browser.paint('first-contentful-paint');
    expect(browser.appended).toEqual(SOURCES);
  });

  it('adds them when the document is parsed where paints are not reported', () => {
    const browser = runLoader(paintFirst(page), { paintTiming: false });
    expect(browser.appended).toEqual([]);
    browser.parsed();
    expect(browser.appended).toEqual(SOURCES);
  });

  it('cannot be closed early by a source that contains a tag', () => {
    expect(loaderScript(['/a</script><script>x.js'])).not.toContain('</script><script>x');
  });
});
