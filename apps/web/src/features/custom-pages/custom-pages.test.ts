import { describe, expect, it } from 'vitest';
import { customPageText, parseCustomPages } from './custom-pages';

const responsible = {
  slug: 'responsible-gaming',
  title: { en: 'Responsible gaming', de: 'Verantwortungsvolles Spielen' },
  paragraphs: { en: ['Set limits before you play.', 'Take breaks.'], de: ['Setzen Sie Limits.'] },
};
const partner = { slug: 'partner-casino', title: { en: 'Casino' }, url: 'https://casino.example/' };

describe('custom pages from settings', () => {
  it('has none when CUSTOM_PAGES is unset or empty', () => {
    expect(parseCustomPages(undefined)).toEqual([]);
    expect(parseCustomPages('  ')).toEqual([]);
  });

  it('reads text pages and link pages', () => {
    expect(parseCustomPages(JSON.stringify([responsible, partner]))).toEqual([responsible, partner]);
  });

  it('shows a page in the locale asked for, English where the operator wrote none', () => {
    const [page] = parseCustomPages(JSON.stringify([responsible]));
    if (!page) throw new Error('no page');
    expect(customPageText(page, 'de')).toEqual({
      title: 'Verantwortungsvolles Spielen',
      paragraphs: ['Setzen Sie Limits.'],
    });
    expect(customPageText(page, 'ja')).toEqual({
      title: 'Responsible gaming',
      paragraphs: ['Set limits before you play.', 'Take breaks.'],
    });
  });

  it('refuses what it cannot serve, naming the variable', () => {
    const bad = [
      'not json',
      JSON.stringify([{ ...responsible, slug: 'Bad Slug' }]),
      JSON.stringify([{ ...responsible, title: { de: 'Nur Deutsch' } }]),
      JSON.stringify([{ ...responsible, url: 'https://x.example/' }]),
      JSON.stringify([{ slug: 'empty', title: { en: 'Empty' } }]),
      JSON.stringify([{ ...partner, url: 'javascript:alert(1)' }]),
      JSON.stringify([{ ...partner, url: 'http://plain.example/' }]),
      JSON.stringify([responsible, responsible]),
      JSON.stringify([{ ...responsible, title: { en: 'x', xx: 'unknown locale' } }]),
    ];
    for (const value of bad) expect(() => parseCustomPages(value), value).toThrow(/CUSTOM_PAGES/);
  });
});
