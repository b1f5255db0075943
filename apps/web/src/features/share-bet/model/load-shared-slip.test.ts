import { describe, expect, it } from 'vitest';
import { removeShareCode, shareCodeIn } from './load-shared-slip';

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
    const href = 'https://x.test/de?sport=football&shareCode=abcd2345#signIn';
    expect(shareCodeIn(href)).toBe('abcd2345');
    removeShareCode({ href }, history);
    expect(urls).toEqual(['/de?sport=football#signIn']);
  });

  it('an empty parameter is an empty code; no parameter leaves the URL alone', () => {
    const { urls, history } = fakeHistory();
    expect(shareCodeIn('https://x.test/en?shareCode=')).toBe('');
    removeShareCode({ href: 'https://x.test/en?shareCode=' }, history);
    expect(urls).toEqual(['/en']);
    expect(shareCodeIn('https://x.test/en?sport=tennis')).toBeNull();
    removeShareCode({ href: 'https://x.test/en?sport=tennis' }, history);
    expect(urls).toHaveLength(1);
  });
});
