import { readFileSync } from 'node:fs';
import { locales } from '@sportsbook/contracts/locales';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

function load(locale: string): Tree {
  return JSON.parse(
    readFileSync(new URL(`../../../messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') entries.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) entries.set(k, v);
  }
  return entries;
}

/** Names of the ICU arguments a message uses (`{countryName}`, `{count, plural, ...}`). */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z0-9_-]+)\s*[,}]/g)].map((m) => m[1] ?? ''))].sort();
}

const english = flatten(load('en'));

// The texts the spec fixes (part 1 §8), word for word.
const canned: Record<string, string> = {
  'page.error.title': 'Oops! Sorry, something went wrong. Please come back in a while.',
  'page.not-found.title': "Oops, sorry. We can't find that page.",
  'page.blocked.title': "Sorry, we're not available in {countryName} right now.",
  'page.locked.title': 'Unauthorized. Sorry, but you are not authorized to view the page',
};

describe('message catalogues', () => {
  it('English holds the spec texts word for word', () => {
    for (const [key, text] of Object.entries(canned)) expect(english.get(key)).toBe(text);
  });

  describe.each(locales)('%s', (locale) => {
    const messages = flatten(load(locale));

    it('has exactly the keys of English', () => {
      expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it('uses the same placeholders as English in every message', () => {
      for (const [key, text] of english) {
        expect({ key, placeholders: placeholders(messages.get(key) ?? '') }).toEqual({
          key,
          placeholders: placeholders(text),
        });
      }
    });

    it('has no empty message and every message formats', () => {
      const t = createTranslator({
        locale,
        messages: load(locale),
        onError: (error) => {
          throw error;
        },
      });
      // The keys come from the catalogue itself, so the translator's key typing has nothing to add.
      const translate = t as unknown as (key: string, values: Record<string, string | number>) => string;
      for (const [key, text] of messages) {
        expect(text.trim(), key).not.toBe('');
        const values = Object.fromEntries(
          placeholders(text).map((name) => [name, name === 'year' ? 2026 : 'X']),
        );
        expect(() => translate(key, values), key).not.toThrow();
      }
    });
  });

  it('translates every sentence in the languages other than English', () => {
    // Brand lines and messages made only of names may read the same in every language.
    const sameEverywhere = new Set([
      'shell.footer.copyright',
      'page.sport-event.title',
      'match-info.tracker.incident',
      'match-info.tracker.at-minute',
    ]);
    for (const locale of locales.filter((l) => !l.startsWith('en'))) {
      const messages = flatten(load(locale));
      const untranslated = [...english]
        .filter(([key]) => !key.startsWith('sport.') && !sameEverywhere.has(key))
        .filter(([key, text]) => text.includes(' ') && messages.get(key) === text)
        .map(([key]) => key);
      expect({ locale, untranslated }).toEqual({ locale, untranslated: [] });
    }
  });
});
