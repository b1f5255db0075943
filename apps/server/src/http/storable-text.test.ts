import { describe, expect, it } from 'vitest';
import { unstorableFields, unstorableText } from './storable-text';

const NUL = 'must not contain the NUL character (U+0000)';
const SURROGATE = 'must not contain an unpaired surrogate (U+D800 to U+DFFF)';

describe('text PostgreSQL can store', () => {
  it.each([
    ['plain text', 'Arsenal - Chelsea', undefined],
    ['an emoji (a surrogate pair)', 'go 😀 go', undefined],
    ['letters of every script', 'Ünïcødé Ελλάδα 日本 ', undefined],
    ['the replacement character', 'a\ufffdb', undefined],
    ['a NUL alone', '\u0000', NUL],
    ['a NUL inside', 'abc\u0000def', NUL],
    ['a lone high surrogate', '\ud800', SURROGATE],
    ['a lone low surrogate', '\udc00', SURROGATE],
    ['a high surrogate at the end', 'ab\ud83d', SURROGATE],
    ['a low surrogate at the start', '\ude00ab', SURROGATE],
    ['two highs in a row', '\ud83d\ud83d\ude00', SURROGATE],
    ['a pair in reverse order', '\ude00\ud83d', SURROGATE],
  ])('%s', (_name, text, problem) => {
    expect(unstorableText(text)).toBe(problem);
  });

  it('names each bad string of a nested value as the schema errors do, keys included', () => {
    const body = {
      meta: { device_id: 'phone\u0000' },
      bets: [{ selections: [{ specifier: 'total=2.5' }, { specifier: '\ud800' }] }],
      tags: { 'bad\u0000key': 'x' },
      fine: ['a', 1, null, true, { deeper: ['😀'] }],
    };
    expect(unstorableFields(body, 'body')).toEqual([
      { field: 'body.meta.device_id', message: NUL },
      { field: 'body.bets.0.selections.1.specifier', message: SURROGATE },
      { field: 'body.tags', message: `has a key that ${NUL}` },
    ]);
    expect(unstorableFields('\u0000', 'body')).toEqual([{ field: 'body', message: NUL }]);
    expect(unstorableFields(undefined, 'body')).toEqual([]);
  });

  it('walks bodies nested deeper than the call stack and stops after ten problems', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const [problem] = unstorableFields(deep, 'body');
    expect(problem?.message).toBe(NUL);
    expect(problem?.field.split('.')).toHaveLength(200_001);
    expect(unstorableFields(Array(1000).fill('\u0000'), 'body')).toHaveLength(10);
  });
});
