import { describe, expect, it } from 'vitest';
import { takeShareCode } from './load-shared-slip';

function fakeHistory() {
  const urls: string[] = [];
  return {
    urls,
    history: {
      state: { key: 'next' },
      replaceState: (_state: unknown, _title: string, url?: string | URL | null) => urls.push(String(url)),
    },
  };
}

describe('the share code in the address bar', () => {
  it('is read and removed, keeping the other parameters and the fragment', () => {
    const { urls, history } = fakeHistory();
    const code = takeShareCode(
      { href: 'https://x.test/de?sport=football&shareCode=abcd2345#signIn' },
      history,
    );
    expect(code).toBe('abcd2345');
    expect(urls).toEqual(['/de?sport=football#signIn']);
  });

  it('an empty parameter is an empty code; no parameter leaves the URL alone', () => {
    const { urls, history } = fakeHistory();
    expect(takeShareCode({ href: 'https://x.test/en?shareCode=' }, history)).toBe('');
    expect(urls).toEqual(['/en']);
    expect(takeShareCode({ href: 'https://x.test/en?sport=tennis' }, history)).toBeNull();
    expect(urls).toHaveLength(1);
  });
});
